// 表单组件及多处共用表单的文字。
import type { Translation } from '../translation';

export const forms: Translation<'forms'> = {
  email: '电子邮箱',
  reason: {
    count: '{{count}} / 至少 {{min}} 个字符',
    ok: '确定',
    cancel: '取消',
    close: '关闭',
  },
};
