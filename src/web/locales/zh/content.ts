// 内容页文字：首页、精选合集和合作伙伴小组件。
import type { Translation } from '../translation';

export const content: Translation<'content'> = {
  home: {
    partial: '此页面的部分内容无法加载',
    partialText: '您仍然可以在上方搜索地点，或浏览<mapLink>地图上的所有住宿</mapLink>。',
    collections: '精选合集',
    seeAllCollections: '查看所有合集',
    collectionsError: '无法加载精选合集',
  },
  banner: {
    brand: 'Stopover',
    fallbackTitle: '今晚，住个特别的地方',
    fallbackTagline: '为露营者和房车旅行者提供新西兰各地农场、酒庄和场主土地上的过夜住宿。',
    dates: '日期（可选）',
  },
  page: {
    helpMenu: '帮助主题',
    loading: '正在加载页面…',
  },
  blocks: {
    seeCollection: '查看全部：{{title}}',
  },
  listings: {
    none: '这里暂时还没有住宿。',
  },
  collections: {
    title: '精选合集',
    intro: '精心挑选的住宿，按各自的特色分类。',
    loading: '正在加载合集…',
    staysIn: '{{title}}中的住宿',
  },
  widget: {
    title: '在新西兰找个过夜的地方',
    text: '通过 Stopover，在农场、酒庄和私人土地上过夜。',
  },
};
