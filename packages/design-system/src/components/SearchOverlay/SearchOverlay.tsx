import * as RadixDialog from '@radix-ui/react-dialog';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { HistoryIcon, SearchIcon } from '../../icons/overlays.tsx';
import { identity } from '../../internal/identity.ts';
import { ModalRoot } from '../../internal/parts/modal.tsx';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { useReturnFocusToOpener } from '../../internal/hooks/useReturnFocusToOpener.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import {
  SearchBody,
  SearchBox,
  SearchEmpty,
  SearchHeader,
  SearchInput,
  SearchListbox,
  SearchOption,
  SearchPanel,
  SearchResultLink,
  SearchResultName,
  SearchResultPrice,
  SearchResults,
  SearchResultText,
  SearchSectionHeader,
  SearchSectionTitle,
  SearchStatus,
  SearchTitle,
} from './SearchOverlay.styles.ts';

/** A product found by the search. */
export type SearchResult = {
  /** Stable key. */
  id: string;
  /** Product name. */
  name: string;
  /** Product page, e.g. `/dp/…`. */
  href: string;
  /** Image URL; decorative, the name says what it is. */
  image?: string;
  /** Price as it should read, e.g. `₹18,999`. */
  price?: string;
};

export type SearchOverlayProps = Omit<
  ComponentPropsWithRef<typeof RadixDialog.Content>,
  'onSubmit' | 'results'
> & {
  /** Whether it is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it opens or asks to close (Escape, close button, a result followed). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a search IconButton; focus returns to it. @default undefined */
  trigger?: ReactElement;
  /** The text typed (controlled). @default undefined */
  query?: string;
  /** The text to start with (uncontrolled). @default '' */
  defaultQuery?: string;
  /** Called on every keystroke; fetch suggestions and results from here. @default undefined */
  onQueryChange?: (query: string) => void;
  /** Called with the text on Enter, or with a chosen suggestion or recent search. @default undefined */
  onSubmit?: (query: string) => void;
  /** Earlier searches, shown while the box is empty. @default [] */
  recentSearches?: string[];
  /** Clears the recent searches; without it there is no "Clear" button. @default undefined */
  onClearRecent?: () => void;
  /** Completions of what is typed; arrow keys move through them. @default [] */
  suggestions?: string[];
  /** Products found for the text typed. @default [] */
  results?: SearchResult[];
  /**
   * How many products the search finds in all, when `results` previews a few of them: the count
   * announced is this one. @default results.length
   */
  resultsTotal?: number;
  /** Called when a result is followed; the overlay closes. @default undefined */
  onResultClick?: (result: SearchResult) => void;
  /** Suggestions and results are loading: skeletons show and `aria-busy` is set. @default false */
  loading?: boolean;
  /** The overlay's accessible name (visually hidden). @default 'Search' */
  title?: string;
  /** Accessible name of the search box. @default 'Search products' */
  inputLabel?: string;
  /** @default 'Search water purifiers, air purifiers and more' */
  placeholder?: string;
  /** @default 'Recent searches' */
  recentTitle?: ReactNode;
  /** @default 'Clear' */
  clearRecentLabel?: ReactNode;
  /** @default 'Suggestions' */
  suggestionsTitle?: ReactNode;
  /** @default 'Products' */
  resultsTitle?: ReactNode;
  /** The empty state. @default (query) => `No results for “${query}”` */
  noResultsText?: (query: string) => ReactNode;
  /** Announced while loading. @default 'Searching…' */
  loadingText?: string;
  /** Announced when results arrive. @default (count) => `${count} products found` */
  resultsCountText?: (count: number) => string;
  /** Accessible name of the button that empties the box. @default 'Clear search' */
  clearQueryLabel?: string;
  /** Accessible name of the close button. @default 'Close search' */
  closeLabel?: string;
};

const defaultNoResults = (query: string) => `No results for “${query}”`;
const defaultResultsCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'} found`;
const none: never[] = [];

function ResultLink({
  result,
  onFollow,
}: {
  result: SearchResult;
  onFollow: (result: SearchResult) => void;
}) {
  const handleClick = useLinkClick(result.href, () => onFollow(result));
  return (
    <SearchResultLink href={result.href} onClick={handleClick}>
      {result.image ? <img src={result.image} alt="" /> : <span data-shape="" />}
      <SearchResultText>
        <SearchResultName>{result.name}</SearchResultName>
        {result.price && <SearchResultPrice>{result.price}</SearchResultPrice>}
      </SearchResultText>
    </SearchResultLink>
  );
}

/**
 * Site search: full screen on a phone, a dialog near the top from md up (Radix: focus trap,
 * Escape closes, focus returns). The box is a combobox: recent searches while it is empty,
 * suggestions once typing, moved through with the arrow keys (`aria-activedescendant`); then
 * product results as links, a loading state with skeletons and an empty state.
 */
export function SearchOverlay({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  onSubmit,
  recentSearches = none,
  onClearRecent,
  suggestions = none,
  results = none,
  resultsTotal = results.length,
  onResultClick,
  loading = false,
  title = 'Search',
  inputLabel = 'Search products',
  placeholder = 'Search water purifiers, air purifiers and more',
  recentTitle = 'Recent searches',
  clearRecentLabel = 'Clear',
  suggestionsTitle = 'Suggestions',
  resultsTitle = 'Products',
  noResultsText = defaultNoResults,
  loadingText = 'Searching…',
  resultsCountText = defaultResultsCount,
  clearQueryLabel = 'Clear search',
  closeLabel = 'Close search',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: SearchOverlayProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [query, setQuery] = useControllableState(queryProp, defaultQuery, onQueryChange);
  const [activeIndex, setActiveIndex] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocusToOpener(Boolean(trigger), {
    onOpenAutoFocus: (event) => {
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      input.current?.focus();
    },
    onCloseAutoFocus,
  });
  const id = useId();
  const listboxId = `${id}-listbox`;
  const listTitleId = `${id}-list-title`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const typed = query.trim();
  const showRecent = typed === '';
  const options = showRecent ? recentSearches : loading ? none : suggestions;
  // Options arrive asynchronously; an index past the new list means nothing is active.
  const active = activeIndex < options.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (text: string) => {
    setQuery(text);
    setActiveIndex(-1);
    onSubmit?.(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActiveIndex(active + 1 >= count ? 0 : active + 1);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActiveIndex(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = active >= 0 ? options[active] : undefined;
      if (chosen !== undefined) choose(chosen);
      else if (typed) onSubmit?.(typed);
    } else if (event.key === 'Escape' && active >= 0) {
      // First Escape leaves the list; the next one closes the overlay.
      event.preventDefault();
      event.stopPropagation();
      setActiveIndex(-1);
    }
  };

  const followResult = (result: SearchResult) => {
    onResultClick?.(result);
    setOpen(false);
  };

  const statusText = loading
    ? loadingText
    : !showRecent && results.length
      ? resultsCountText(resultsTotal)
      : '';

  return (
    <ModalRoot open={open} onOpenChange={setOpen} trigger={trigger}>
      <SearchPanel aria-describedby={undefined} {...returnFocus} {...rest} {...identity('SearchOverlay')}>
        <SearchTitle>{title}</SearchTitle>
        <SearchHeader>
          <SearchBox>
            <SearchIcon />
            <SearchInput
              ref={input}
              type="search"
              role="combobox"
              aria-label={inputLabel}
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={options.length > 0 ? listboxId : undefined}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(-1);
              }}
              onKeyDown={handleKeyDown}
            />
            {query && (
              <IconButton
                label={clearQueryLabel}
                icon={<CloseIcon />}
                size="sm"
                onClick={() => {
                  setQuery('');
                  setActiveIndex(-1);
                  input.current?.focus();
                }}
              />
            )}
          </SearchBox>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} />
          </RadixDialog.Close>
        </SearchHeader>

        <SearchStatus role="status">{statusText}</SearchStatus>
        <SearchBody aria-busy={loading || undefined}>
          {options.length > 0 && (
            <div>
              <SearchSectionHeader>
                <SearchSectionTitle id={listTitleId}>
                  {showRecent ? recentTitle : suggestionsTitle}
                </SearchSectionTitle>
                {showRecent && onClearRecent && (
                  <Button
                    variant="tertiary"
                    size="sm"
                    onClick={() => {
                      onClearRecent();
                      setActiveIndex(-1);
                      input.current?.focus();
                    }}
                  >
                    {clearRecentLabel}
                  </Button>
                )}
              </SearchSectionHeader>
              <SearchListbox id={listboxId} role="listbox" aria-labelledby={listTitleId}>
                {options.map((option, index) => (
                  // The box keeps focus and handles the keys (aria-activedescendant); a click chooses.
                  <SearchOption
                    key={option}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {showRecent ? <HistoryIcon /> : <SearchIcon />}
                    {option}
                  </SearchOption>
                ))}
              </SearchListbox>
            </div>
          )}

          {!showRecent && loading && (
            <div>
              <SearchSectionHeader>
                <SearchSectionTitle>{resultsTitle}</SearchSectionTitle>
              </SearchSectionHeader>
              <SearchResults>
                {[0, 1, 2].map((index) => (
                  <li key={index}>
                    <SearchResultLink as="div">
                      <Skeleton shape="rect" />
                      <SearchResultText>
                        <Skeleton width="70%" />
                        <Skeleton width="30%" />
                      </SearchResultText>
                    </SearchResultLink>
                  </li>
                ))}
              </SearchResults>
            </div>
          )}

          {!showRecent && !loading && results.length > 0 && (
            <section aria-labelledby={`${id}-results-title`}>
              <SearchSectionHeader>
                <SearchSectionTitle id={`${id}-results-title`}>{resultsTitle}</SearchSectionTitle>
              </SearchSectionHeader>
              <SearchResults>
                {results.map((result) => (
                  <li key={result.id}>
                    <ResultLink result={result} onFollow={followResult} />
                  </li>
                ))}
              </SearchResults>
            </section>
          )}

          {!showRecent && !loading && results.length === 0 && suggestions.length === 0 && (
            <SearchEmpty role="status">{noResultsText(typed)}</SearchEmpty>
          )}
        </SearchBody>
      </SearchPanel>
    </ModalRoot>
  );
}
