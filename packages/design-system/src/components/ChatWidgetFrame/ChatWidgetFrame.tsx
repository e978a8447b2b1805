import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { ChevronUpIcon, MinimizeIcon } from '../../icons/overlays.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  ChatWidgetBody,
  ChatWidgetHeader,
  ChatWidgetRoot,
  ChatWidgetTitle,
} from './ChatWidgetFrame.styles.ts';

export type ChatWidgetFrameProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'hidden'> & {
  /** The header's heading, the region's name and the iframe's `title`. */
  title: string;
  /** Address of the chat provider's page, shown in an iframe; without it, `children` are shown. @default undefined */
  src?: string;
  /** The chat's content when there is no `src`. @default undefined */
  children?: ReactNode;
  /** Render nothing, e.g. in the mobile app's webview. @default false */
  hidden?: boolean;
  /** Whether only the header shows (controlled). @default undefined */
  minimised?: boolean;
  /** Whether it starts minimised (uncontrolled). @default false */
  defaultMinimised?: boolean;
  /** Called when the customer minimises or reopens it. @default undefined */
  onMinimisedChange?: (minimised: boolean) => void;
  /** Called by the close button; without it there is no close button. @default undefined */
  onClose?: () => void;
  /** `floating` is fixed above the floating buttons at the bottom-right; `inline` flows in the page. @default 'floating' */
  placement?: 'floating' | 'inline';
  /** @default 'Minimise chat' */
  minimiseLabel?: string;
  /** @default 'Open chat' */
  restoreLabel?: string;
  /** @default 'Close chat' */
  closeLabel?: string;
};

/**
 * A titled frame for a chat-like widget: a header with the title, minimise and close, and a body
 * holding the provider's iframe (`src`, titled by `title`) or `children`. `hidden` removes it.
 */
export function ChatWidgetFrame({
  title,
  src,
  children,
  hidden = false,
  minimised: minimisedProp,
  defaultMinimised = false,
  onMinimisedChange,
  onClose,
  placement = 'floating',
  minimiseLabel = 'Minimise chat',
  restoreLabel = 'Open chat',
  closeLabel = 'Close chat',
  ...rest
}: ChatWidgetFrameProps) {
  const [minimised, setMinimised] = useControllableState(minimisedProp, defaultMinimised, onMinimisedChange);
  const id = useId();
  if (hidden) return null;
  return (
    <ChatWidgetRoot
      aria-labelledby={`${id}-title`}
      data-placement={placement}
      data-minimised={minimised || undefined}
      {...rest}
      {...identity('ChatWidgetFrame')}
    >
      <ChatWidgetHeader>
        <ChatWidgetTitle id={`${id}-title`}>{title}</ChatWidgetTitle>
        <IconButton
          label={minimised ? restoreLabel : minimiseLabel}
          icon={minimised ? <ChevronUpIcon /> : <MinimizeIcon />}
          size="sm"
          aria-controls={`${id}-body`}
          onClick={() => setMinimised(!minimised)}
        />
        {onClose && <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} />}
      </ChatWidgetHeader>
      <ChatWidgetBody id={`${id}-body`} hidden={minimised}>
        {src ? <iframe src={src} title={title} /> : children}
      </ChatWidgetBody>
    </ChatWidgetRoot>
  );
}
