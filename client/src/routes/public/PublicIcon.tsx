import type { IconName } from '../../../prerender/content-schema';
import { BoltIcon, BookIcon, ChatBubbleIcon, ClockIcon, CodeIcon, DevicesIcon, InboxIcon, MailIcon, PaletteIcon, PlugIcon, ShieldIcon, SparkIcon, UsersIcon } from '../../components/icons';

const icons = {
  chat: ChatBubbleIcon,
  inbox: InboxIcon,
  users: UsersIcon,
  bolt: BoltIcon,
  shield: ShieldIcon,
  code: CodeIcon,
  plug: PlugIcon,
  mail: MailIcon,
  clock: ClockIcon,
  book: BookIcon,
  spark: SparkIcon,
  devices: DevicesIcon,
  palette: PaletteIcon,
} satisfies Record<IconName, unknown>;

/** An icon named in a page's front matter, in the tinted square the site uses for feature lists. */
export function PublicIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 ring-inset">
      <Icon />
    </span>
  );
}
