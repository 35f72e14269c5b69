// 房东收入页面的文字（issue 28，决定 050）。
import type { Translation } from '../translation';

export const earningsUi: Translation<'earningsUi'> = {
  title: '收入',
  intro:
    '您的住宿带来的收入：客人支付的金额、平台服务费、Stopover 为您的住宿缴纳的 GST、转给您的固定比例抵免、退款、您的收入以及已到账的金额。',
  period: '期间',
  year: '年份',
  last12: '截至 {{month}} 的 12 个月',
  custom: '自选月份',
  from: '起始月份',
  to: '结束月份',
  badPeriod: '起始月份不能晚于结束月份，且相隔不超过三年。',
  loadFailed: '无法加载您的收入。',
  none: '此期间没有住宿或打款。',
  download: '下载 CSV',
  downloadHint: '每晚或每笔打款一行，供您的电子表格或会计使用。',
  chartMonthly: '按月显示的客人支付金额与您的收入',
  chartOccupancy: '各营位入住率',
  chartHidden: '图表显示的是下方表格中的数字。',
  byMonth: '按月收入，{{from}} 至 {{to}}',
  byProperty: '按房源收入，{{from}} 至 {{to}}',
  bySite: '各营位入住率，{{from}} 至 {{to}}',
  month: '月份',
  property: '房源',
  site: '营位',
  gross: '客人支付',
  fee: '平台服务费',
  gst: 'GST',
  credit: '固定比例抵免',
  refund: '退款',
  net: '您的收入',
  paidOut: '已打款',
  nightsSold: '已售晚数',
  nightsOffered: '可售晚数',
  occupancy: '入住率',
  percent: '{{percent}}%',
  notOffered: '未开放',
  total: '合计',
  howTitle: '这些数字如何计算',
  signs:
    '服务费和 GST 以负数显示，因此每行相加即为您的收入。每晚计入该晚所在的月份（包括其退款）；打款计入打款当天。',
  gstHelp:
    '根据新西兰的电子市场规则，Stopover 是您住宿的供应方：它将客人支付金额中所含的 GST（3/23）缴纳给税务局（Inland Revenue）。如果您未进行 GST 登记，不含 GST 价格的 8.5% 会作为固定比例抵免返还给您。',
  occupancyHelp:
    '可售晚数为您仍在提供的每个营位的车位数乘以期间的天数。关闭日期、您的规则和同步日历不会被扣除，因为我们只保存当前的规则而非上一季的：您的实际入住率至少为此处所示。',
};
