import type { Translation } from '../translation';

export const offlineUi: Translation<'offlineUi'> = {
  banner: {
    signedIn: '您目前处于离线状态。保存在此设备上的即将到来的住宿可在“我的行程”中查看。',
    visitor: '您目前处于离线状态。恢复网络连接后页面将重新加载。',
    myTrips: '打开我的行程',
  },
  savedOn: '离线：保存于 {{when}}',
  notSaved: '离线：此设备上尚未保存您的任何行程。',
  needsConnection: '您目前处于离线状态：取消预订、消息和收据需要网络连接。',
  update: {
    text: 'Stopover 新版本已准备就绪。',
    reload: '重新加载',
  },
  install: {
    title: '把行程保存在手机上',
    text: '安装 Stopover：即使没有信号，也能打开即将到来的住宿、路线说明和房东的电话。',
    action: '安装 Stopover',
  },
  stay: {
    details: '住宿详情',
    back: '返回我的行程',
    photos: '{{name}} 的照片',
    photo: '{{name}} 的第 {{number}} 张照片',
    map: '{{name}} 周边地图',
    openInMaps: '在地图应用中查看路线',
    notFound: '此住宿不在您的行程中。',
  },
};
