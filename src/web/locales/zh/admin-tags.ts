// 管理后台“标签”页面（/admin/tags）的文字。
import type { Translation } from '../translation';

export const adminTags: Translation<'adminTags'> = {
  title: '标签',
  addTitle: '添加标签',
  addForm: '添加标签',
  label: '标识',
  labelHint: '小写字母、数字和下划线；营位设施以 site_feature: 开头',
  name: '名称',
  nameHint: '用户看到的文字',
  group: '分组',
  chooseGroup: '选择分组',
  add: '添加标签',
  caption: '所有标签（{{count}}）',
  status: '状态',
  none: '还没有任何标签。',
  loadFailed: '无法加载标签。',
  groups: {
    site_feature: '营位设施',
    site_type: '营位类型',
    collection: '精选合集',
    others: '其他',
  },
  statuses: {
    active: '启用',
  },
};
