// 合作伙伴嵌入的推广小组件及管理员嵌入代码页面的文字。
import type { Translation } from '../translation';

export const widget: Translation<'widget'> = {
  slideshow: 'Stopover 营地照片',
  pause: '暂停轮播',
  play: '继续轮播',
  searchLabel: '您想在哪里过夜？',
  searchPlaceholder: '城镇或地区',
  search: '搜索',
  newTab: '在新标签页中打开 Stopover',
  found: '{{place}}附近的营地',
  empty: '请输入新西兰的城镇或地区。',
  noMatch: '在新西兰找不到“{{query}}”。',
  button: '查找营地',
  fallback: '在 Stopover 上查找营地',
  brand: 'Stopover',
};

export const widgetAdmin: Translation<'widgetAdmin'> = {
  title: '小组件',
  intro: '合作伙伴只需将嵌入代码粘贴到自己网站的页面中，即可展示小组件。下方每种尺寸的代码都可直接复制。',
  affiliate: '推广码',
  affiliateHelp: '可选：通过小组件预订的夜晚将计入该推广者。',
  size: '{{width}} × {{height}} 像素',
  noSlides: '该小组件在此尺寸下还没有图片，仅显示文字。',
  embedCode: '嵌入代码（{{size}}）',
  copy: '复制',
  copied: '已复制',
  copyFailed: '无法复制代码，请手动选中并复制。',
  preview: '打开 {{size}} 小组件',
  empty: '还没有小组件。',
  loadFailed: '无法加载小组件',
};
