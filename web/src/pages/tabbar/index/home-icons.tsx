import { LineIcon as Icon } from '../../../components/line-icon.tsx';

export const icons = {
  recharge: (
    <Icon>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </Icon>
  ),
  withdraw: (
    <Icon>
      <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M5 19h14" />
    </Icon>
  ),
  earn: (
    <Icon>
      <path d="M4 17l5-5 4 4 7-8M15 8h5v5" />
    </Icon>
  ),
  share: (
    <Icon>
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.8 8.6 7 12 7zm0 0s1.5-4 4-3.2S15.4 7 12 7z" />
    </Icon>
  ),
  service: (
    <Icon>
      <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h2.5v5H5zM16.5 13H19v5h-2.5zM19 18c0 1.7-2 2.5-5 2.5" />
    </Icon>
  ),
  notice: (
    <Icon>
      <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </Icon>
  ),
  chevron: (
    <Icon>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  ),
};
