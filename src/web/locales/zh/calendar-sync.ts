// 营位日历同步的文字（issue 28，决定 047）。
import type { Translation } from '../translation';

export const calendarSyncUi: Translation<'calendarSyncUi'> = {
  title: '日历同步',
  feedLabel: '此营位的私人日历地址',
  feedHint:
    '在 Google 日历、Airbnb 或 Hipcamp 中订阅它，即可在那里看到此处已预订或已封锁的夜晚。任何拥有该地址的人都能看到。',
  copy: '复制地址',
  copied: '已复制',
  copyFailed: '无法复制地址：请选中后自行复制。',
  replace: '生成新地址',
  replaced: '已生成新地址：旧地址不再有效。',
  importsTitle: '其他平台的日历',
  importsHint: '这些日历中已预订或已封锁的夜晚不会在 Stopover 上出售。每 15 分钟检查一次。',
  none: '尚未同步任何日历。',
  blockedBy: '被 {{name}} 封锁：{{nights}}',
  tileBlockedBy: '被 {{names}} 封锁',
  spokenBlockedBy: '被 {{names}} 封锁',
  nothingBlocked: '{{name}} 没有封锁任何夜晚',
  lastSync: '上次同步 {{time}}',
  neverSynced: '尚未同步',
  failed: '上次检查失败：{{reason}} 上次成功同步的夜晚仍然有效。',
  remove: '移除 {{name}}',
  removeShort: '移除',
  addTitle: '同步另一个日历',
  name: '日历名称',
  nameHint: '显示在它封锁的夜晚上，例如 Airbnb',
  url: '日历地址（iCal，.ics）',
  urlHint: '它的导出或 iCal 链接，以 https:// 开头',
  add: '添加日历',
  saveFirst: '保存房源后即可同步此营位的日历。',
  loadFailed: '无法加载日历同步。',
};
