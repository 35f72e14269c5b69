// 到达信息：房源表单，以及“我的行程”中的住宿卡片。
import type { Translation } from '../translation';

export const arrivalUi: Translation<'arrivalUi'> = {
  form: {
    label: '到达须知',
    hint: '大门密码、停车位置、安静时段。只有预订已确认的客人可以看到，从他们到达前 48 小时起。',
  },
  trip: {
    title: '到达须知',
    later: '到达须知将在您到达前 48 小时显示。',
  },
};
