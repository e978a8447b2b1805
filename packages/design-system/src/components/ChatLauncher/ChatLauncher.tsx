import { ChatIcon, CloseIcon } from '../../icons/index.tsx';
import { FloatingToggle, type FloatingToggleProps } from '../../internal/parts/floating-toggle.tsx';

export type ChatLauncherProps = FloatingToggleProps & {
  /** Accessible name; the same in both states, `aria-expanded` tells which. @default 'Chat with us' */
  label?: string;
};

/**
 * The floating chat toggle: a speech bubble while the chat is closed, a cross while it is open.
 * Pass the chat's id as `aria-controls`. Goes in `FloatingActions`' `chat`.
 */
export function ChatLauncher({ label = 'Chat with us', ...rest }: ChatLauncherProps) {
  return (
    <FloatingToggle
      {...rest}
      label={label}
      name="ChatLauncher"
      variant="secondary"
      closedIcon={<ChatIcon data-state="closed" />}
      openIcon={<CloseIcon data-state="open" />}
    />
  );
}
