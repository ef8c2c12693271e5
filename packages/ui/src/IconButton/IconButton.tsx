import { useEffect, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-label' | 'children'> {
  /**
   * What the button does, in words: its accessible name (`aria-label`), since the icon has none.
   * Translate it (`t\`Close\``). Warns in development when empty.
   */
  label: string;
  /** The icon: an SVG. It is hidden from assistive technology; `label` names the button. */
  children: ReactNode;
  /** Colours as Button's. Ghost (no fill) by default, as icons in toolbars and fields are. */
  variant?: ButtonVariant;
  /** Square sides of 32, 40 or 48 pixels. */
  size?: ButtonSize;
  /** Disables the button: it cannot be focused or pressed. */
  isDisabled?: boolean;
  /**
   * A native `title`, shown by the browser on hover. Optional and off by default: the label is
   * the name; add a title only where sighted pointer users need the words too.
   */
  title?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by its `label`: close, show password, search. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  isDisabled = false,
  ref,
  ...rest
}: IconButtonProps) {
  const hasName = typeof label === 'string' && label.trim() !== '';
  const isLabelledElsewhere = Boolean(rest['aria-labelledby']);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && !hasName && !isLabelledElsewhere) {
      console.warn(
        'IconButton needs a `label`: it is the only name a screen reader can give the button. Pass a translated label such as t`Close`.',
      );
    }
  }, [hasName, isLabelledElsewhere]);
  return (
    <Root
      {...rest}
      ref={ref}
      aria-label={hasName ? label : undefined}
      variant={variant}
      size={size}
      isDisabled={isDisabled}
      data-icon-button=""
    >
      <Icon aria-hidden="true">{children}</Icon>
    </Root>
  );
}
IconButton.displayName = 'IconButton';

const Icon = /* @__PURE__ */ styled.span`
  display: inline-flex;

  & > svg {
    display: block;
    width: 1.25em;
    height: 1.25em;
  }
`;

// Button's colours, focus ring and disabled look, made square. The doubled class outranks
// Button's own size rules.
const Root = /* @__PURE__ */ styled(Button)`
  && {
    flex: none;
    width: 40px;
    height: 40px;
    min-height: 0;
    padding: 0;
  }
  /* Button's label span, laid out as a box so that the icon sits in the exact centre. */
  && > span {
    display: flex;
  }
  &&[data-size='sm'] {
    width: 32px;
    height: 32px;
  }
  &&[data-size='lg'] {
    width: 48px;
    height: 48px;
  }
`;
