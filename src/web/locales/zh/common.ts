// 共享组件文字：页面状态、卡片、地点搜索。
import type { Translation } from '../translation';

export const common: Translation<'common'> = {
  tryAgain: '重试',
  loading: '加载中…',
  loadingMap: '正在加载地图',
  opensInNewTab: '（在新标签页中打开）',
  cancellationPolicy: {
    label: '取消政策',
    flexible: {
      name: '灵活',
      terms: '每晚至少提前 1 天取消，可全额退款。',
    },
    moderate: {
      name: '适中',
      terms: '每晚至少提前 7 天取消，可全额退款；提前 1 至 6 天取消，退还一半。',
    },
    strict: {
      name: '严格',
      terms: '每晚至少提前 14 天取消，可全额退款；提前 7 至 13 天取消，退还一半。',
    },
    sameDay: '当天取消的那一晚不予退款。',
    byHost: '如果场主取消，每晚都将全额退款。',
    quote: '现在取消可退还 {{refund}}（已付 {{paid}}）。',
  },
  pageTitle: {
    site: 'Stopover：在新西兰场主的土地上过夜',
    page: '{{title}} | Stopover',
  },
  appBadges: {
    appStoreKicker: '下载于',
    appStore: 'App Store',
    googlePlayKicker: '下载于',
    googlePlay: 'Google Play',
  },
  errorMessage: {
    title: '出错了',
    newVersion: 'Stopover 有新版本可用，或者加载此页面时连接中断了。',
    generic: '抱歉，此页面无法显示。请刷新页面，或稍后再试。',
    reload: '刷新页面',
  },
  queryError: {
    title: '此页面无法加载',
    fallback: '请重试。',
  },
  notFound: {
    backHome: '返回首页',
  },
  locationCard: {
    noPhoto: '暂无照片',
    fromPerNight: '{{price}} 起 / 晚',
    priceOnRequest: '价格请咨询',
    stayTotal_other: '{{count}} 晚共 {{total}}',
  },
  stayDates: {
    legend: '日期',
    arrival: '入住',
    departure: '离开',
    format: 'DD/MM/YYYY',
    clearArrival: '清除入住日期',
    clearDeparture: '清除离开日期',
    previousMonth: '上个月',
    nextMonth: '下个月',
    previousYear: '上一年',
    nextYear: '下一年',
    previousDecade: '上一个十年',
    nextDecade: '下一个十年',
    chooseMonth: '选择月份',
    chooseYear: '选择年份',
  },
  placeSearch: {
    form: '地点搜索',
    label: '您要去哪里？',
    placeholder: '搜索城镇或地区，例如 Wānaka',
    places: '地点',
    submit: '搜索',
    empty: '请输入要搜索的地点。',
    noMatch: '新西兰没有与“{{query}}”匹配的地点。',
    unavailable: '地点搜索暂时不可用，请重试。',
  },
  noPayoutAccount: {
    title: '您还没有收款账户',
    text: '请在“场主信息”中添加接收收款的银行账户。我们的支付服务商会核实您的信息，之后住客为您的营位支付的款项将打入该账户。',
    setUp: '设置收款账户',
  },
};
