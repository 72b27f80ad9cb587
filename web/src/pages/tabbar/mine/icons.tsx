import { LineIcon } from '../../../components/line-icon.tsx';

export { CloseCircleOutline as ExclamationCircleOutline, GlobalOutline, SetOutline } from 'antd-mobile-icons';

/** A palette mark for the theme entry (antd-mobile-icons has none). */
export function SkinOutlineIcon() {
  return (
    <LineIcon>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2Z" />
      <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
      <circle cx="10.5" cy="7" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="7.5" r="1.2" fill="currentColor" />
    </LineIcon>
  );
}
