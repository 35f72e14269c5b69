import type { Translation } from '../translation';

export const taxDocumentsUi: Translation<'taxDocumentsUi'> = {
  print: '打印',
  downloadPdf: '下载 PDF',
  receipt: {
    link: '收据',
    linkNumbered: '收据 {{number}}',
    back: '返回我的行程',
    loadFailed: '无法加载收据。',
  },
  statements: {
    title: '月度结算单',
    intro: '每月结算单：客人支付的金额、平台费、Stopover 缴纳的 GST，以及转给您的固定比率抵免。',
    none: '暂无结算单：客人支付住宿后，当月即有结算单。',
    month: '月份',
    stays: '住宿',
    back: '全部结算单',
    loadFailed: '无法加载结算单。',
  },
};
