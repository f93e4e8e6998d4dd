import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** How long a tooltip opened by a finger stays (MUI's leaveTouchDelay). */
const TOUCH_SHOW_MS = 1500;

type ChildProps = {
  ref?: Ref<Element>;
  'aria-label'?: string;
  title?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onTouchStart?: () => void;
};

/**
 * MUI's Tooltip, loaded the first time a pointer, a finger or the keyboard reaches its child. A card
 * list shows dozens of tooltips and a reader opens few: MUI's Tooltip brings Popper.js (~12 kB
 * compressed with its transitions), which a page should not load before it can render.
 *
 * The child is rendered the same way before and after the load (never re-wrapped, so it is not
 * remounted under a pointer that is pressing it): it carries the title as its aria-label, or with
 * describeChild as its title while closed, as Tooltip gives it, and opens and closes the tooltip,
 * which is drawn beside it, anchored to it.
 */
export function LazyTooltip({
  title,
  children,
  describeChild = false,
}: {
  title: ReactNode;
  children: ReactElement;
  /** The title describes the child instead of naming it (MUI's describeChild). */
  describeChild?: boolean;
}) {
  const [isRequested, setIsRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<Element | null>(null);
  const touchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const child = children as ReactElement<ChildProps>;
  const childProps = child.props;
  const childRef = childProps.ref;
  // The child's own ref still gets the node; stable, so the ref is not detached on every render.
  const anchorRef = useCallback(
    (node: Element | null) => {
      setAnchor(node);
      if (typeof childRef === 'function') childRef(node);
      else if (childRef) (childRef as { current: Element | null }).current = node;
    },
    [childRef],
  );
  const hasTitle = title !== '' && title != null;
  const show = (next: boolean) => {
    if (next && !hasTitle) return;
    if (next) setIsRequested(true);
    setOpen(next);
  };
  const labelled =
    typeof title !== 'string' || !hasTitle || childProps['aria-label']
      ? {}
      : describeChild
        ? { title: open ? undefined : title }
        : { 'aria-label': title };

  return (
    <>
      {cloneElement(child, {
        ...labelled,
        ref: anchorRef,
        onPointerEnter: (event: PointerEvent) => {
          childProps.onPointerEnter?.(event);
          if (event.pointerType !== 'touch') show(true);
        },
        onPointerLeave: (event: PointerEvent) => {
          childProps.onPointerLeave?.(event);
          if (event.pointerType !== 'touch') show(false);
        },
        onFocus: (event: FocusEvent) => {
          childProps.onFocus?.(event);
          show(true);
        },
        onBlur: (event: FocusEvent) => {
          childProps.onBlur?.(event);
          show(false);
        },
        onTouchStart: () => {
          childProps.onTouchStart?.();
          show(true);
          clearTimeout(touchTimer.current);
          touchTimer.current = setTimeout(() => setOpen(false), TOUCH_SHOW_MS);
        },
      })}
      {isRequested && hasTitle && anchor && (
        <Suspense fallback={null}>
          <Tooltip title={title} open={open} disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}
