import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Stroke icons on a 20px grid; decorative by default, so screen readers skip them unless labelled. */
function Icon({ children, className = 'size-5', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export const InboxIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 11.5 5 4.8A1.5 1.5 0 0 1 6.4 3.8h7.2A1.5 1.5 0 0 1 15 4.8l2 6.7v3.2a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.7z" />
    <path d="M3 11.5h4l1 2h4l1-2h4" />
  </Icon>
);
export const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 16.5h13" />
    <path d="M5.5 13.5v-4M9 13.5V5.5M12.5 13.5v-6M16 13.5v-8" />
  </Icon>
);
export const SettingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
    <path d="M16.2 12.3a1.3 1.3 0 0 0 .3 1.4l.1.1a1.6 1.6 0 1 1-2.3 2.3l-.1-.1a1.3 1.3 0 0 0-1.4-.3 1.3 1.3 0 0 0-.8 1.2v.2a1.6 1.6 0 1 1-3.2 0v-.1a1.3 1.3 0 0 0-.9-1.2 1.3 1.3 0 0 0-1.4.3l-.1.1a1.6 1.6 0 1 1-2.3-2.3l.1-.1a1.3 1.3 0 0 0 .3-1.4 1.3 1.3 0 0 0-1.2-.8h-.2a1.6 1.6 0 1 1 0-3.2h.1a1.3 1.3 0 0 0 1.2-.9 1.3 1.3 0 0 0-.3-1.4l-.1-.1A1.6 1.6 0 1 1 6.1 3.9l.1.1a1.3 1.3 0 0 0 1.4.3h.1a1.3 1.3 0 0 0 .8-1.2v-.2a1.6 1.6 0 1 1 3.2 0v.1a1.3 1.3 0 0 0 .8 1.2 1.3 1.3 0 0 0 1.4-.3l.1-.1a1.6 1.6 0 1 1 2.3 2.3l-.1.1a1.3 1.3 0 0 0-.3 1.4v.1a1.3 1.3 0 0 0 1.2.8h.2a1.6 1.6 0 1 1 0 3.2h-.1a1.3 1.3 0 0 0-1.2.8Z" />
  </Icon>
);
export const ChevronUpDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6.5 8 3.5-3.5L13.5 8M6.5 12l3.5 3.5 3.5-3.5" />
  </Icon>
);
export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m7.5 5 5 5-5 5" />
  </Icon>
);
export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16 10H4m5-5-5 5 5 5" />
  </Icon>
);
export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10h12m-5-5 5 5-5 5" />
  </Icon>
);
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m4.5 10.5 3.5 3.5 7.5-8" />
  </Icon>
);
export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="7" y="7" width="10" height="10" rx="2" />
    <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
  </Icon>
);
export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6h13M3.5 10h13M3.5 14h13" />
  </Icon>
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 5 10 10M15 5 5 15" />
  </Icon>
);
export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 4.5v11M4.5 10h11" />
  </Icon>
);
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
    <path d="m3 5.5 7 5 7-5" />
  </Icon>
);
export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7.5" cy="7" r="3" />
    <path d="M2 16.5a5.5 5.5 0 0 1 11 0M13 4.2a3 3 0 0 1 0 5.6M15 12a5.5 5.5 0 0 1 3 4.5" />
  </Icon>
);
export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="6.5" r="3.5" />
    <path d="M3.5 17a6.5 6.5 0 0 1 13 0" />
  </Icon>
);
export const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 17.5V4a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 13 4v13.5M13 8h2.5A1.5 1.5 0 0 1 17 9.5v8M2.5 17.5h15M7 6h3M7 9h3M7 12h3" />
  </Icon>
);
export const SignOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 17H5a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 5 3h3M13 14l4-4-4-4M17 10H8" />
  </Icon>
);
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 5.5V10l3 2" />
  </Icon>
);
export const CreditCardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
    <path d="M2.5 8.5h15M5.5 12.5h3" />
  </Icon>
);
export const PlugIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 2.5v4M13 2.5v4M5 6.5h10v3a5 5 0 0 1-10 0zM10 14.5v3" />
  </Icon>
);
export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 5.5C8.5 4 6 3.5 3 3.5v12c3 0 5.5.5 7 2 1.5-1.5 4-2 7-2v-12c-3 0-5.5.5-7 2ZM10 5.5v12" />
  </Icon>
);
export const CodeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m7 6-4 4 4 4M13 6l4 4-4 4M11 4l-2 12" />
  </Icon>
);
export const SparkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2.5 11.8 8.2 17.5 10l-5.7 1.8L10 17.5l-1.8-5.7L2.5 10l5.7-1.8z" />
  </Icon>
);
export const ChatBubbleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h7A2.5 2.5 0 0 1 16 5.5v5a2.5 2.5 0 0 1-2.5 2.5H9l-3.6 3c-.4.3-1 0-1-.5V13A2.5 2.5 0 0 1 4 10.5z" />
  </Icon>
);
export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2.5 4 5v4.5c0 3.7 2.6 6.7 6 8 3.4-1.3 6-4.3 6-8V5z" />
    <path d="m7.5 10 2 2 3.5-4" />
  </Icon>
);
export const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11 2.5 4.5 11H10l-1 6.5 6.5-8.5H10z" />
  </Icon>
);
export const PaletteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 17.5a7.5 7.5 0 1 1 7.5-7.5c0 2-1.7 3-3.2 3H12.5a1.5 1.5 0 0 0-1 2.6c.6.6.2 1.9-1.5 1.9Z" />
    <circle cx="6.5" cy="9" r="1" />
    <circle cx="9" cy="6" r="1" />
    <circle cx="13" cy="6.5" r="1" />
  </Icon>
);
export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 6.5v4M10 13.5v.01" />
  </Icon>
);
export const DevicesIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="4" width="11" height="8" rx="1.5" />
    <path d="M5 15.5h6M14.5 8h2a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
  </Icon>
);
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="9" r="5.5" />
    <path d="m13 13 4 4" />
  </Icon>
);
export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 3 8.5 11.5M17 3l-5 14-3.5-5.5L3 8z" />
  </Icon>
);
export const NoteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3h7l4 4v9a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 16V4.5A1.5 1.5 0 0 1 5.5 3Z" />
    <path d="M12 3v4h4M7 11h6M7 14h4" />
  </Icon>
);
export const ReplyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5 3.5 9.5 8 14M3.5 9.5H12a4.5 4.5 0 0 1 4.5 4.5v1" />
  </Icon>
);
export const PanelRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
    <path d="M12.5 3.5v13" />
  </Icon>
);
export const KeyboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="16" height="10" rx="2" />
    <path d="M5.5 8h.01M8.5 8h.01M11.5 8h.01M14.5 8h.01M6.5 12h7" />
  </Icon>
);
export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="m7 10.2 2 2 4-4.4" />
  </Icon>
);
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11.5 3.5h5v5M16.5 3.5 9.5 10.5M14.5 11.5v4a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5v-8A1.5 1.5 0 0 1 5 6h4" />
  </Icon>
);
export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 4v12m-5-5 5 5 5-5" />
  </Icon>
);
export const PaperclipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15.6 9.6-5.8 5.8a3.6 3.6 0 0 1-5.1-5.1l6.1-6.1a2.4 2.4 0 0 1 3.4 3.4l-6 6a1.2 1.2 0 0 1-1.7-1.7l5.5-5.5" />
  </Icon>
);
export const FileIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11.5 2.8H6.3a1.5 1.5 0 0 0-1.5 1.5v11.4a1.5 1.5 0 0 0 1.5 1.5h7.4a1.5 1.5 0 0 0 1.5-1.5V6.5z" />
    <path d="M11.5 2.8v3.7h3.7M7.8 10.5h4.4M7.8 13.2h4.4" />
  </Icon>
);
export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 3.5v9M6.3 9l3.7 3.7L13.7 9M4 15.8h12" />
  </Icon>
);

/** Filled, unlike the other icons: a rating reads as solid stars. */
export const StarIcon = (props: IconProps) => (
  <Icon fill="currentColor" strokeWidth={1.2} {...props}>
    <path d="M10 2.6l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 7.9l5-.7L10 2.6z" />
  </Icon>
);
export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4.5V9a1.5 1.5 0 0 0 .44 1.06l6.5 6.5a1.5 1.5 0 0 0 2.12 0l4.5-4.5a1.5 1.5 0 0 0 0-2.12l-6.5-6.5A1.5 1.5 0 0 0 9 3H4.5A1.5 1.5 0 0 0 3 4.5Z" />
    <path d="M6.5 6.5h.01" />
  </Icon>
);
export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 1.5 5.5h-13S5 12 5 8ZM8.3 16.5a1.8 1.8 0 0 0 3.4 0" />
  </Icon>
);
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="9" width="12" height="8.5" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </Icon>
);
export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 3.5a2.1 2.1 0 0 1 3 3L7 16l-4 1 1-4 9.5-9.5Z" />
  </Icon>
);
export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5M5.5 5.5l.7 10.6a1.5 1.5 0 0 0 1.5 1.4h4.6a1.5 1.5 0 0 0 1.5-1.4l.7-10.6" />
  </Icon>
);
