import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Field, useField, type UseFieldParams } from './Field';
import { mergeRefs } from './merge-refs';

function Probe(props: UseFieldParams & { label?: string }) {
  const { label = 'Bank account', ...params } = props;
  const field = useField(params);
  return (
    <Field field={field} label={label} description={params.description} errorMessage={params.errorMessage}>
      <Field.Control {...field.rootProps}>
        <input {...field.controlProps} />
      </Field.Control>
    </Field>
  );
}

describe('useField and Field', () => {
  it('joins the label to the control and leaves ARIA states off when there is nothing to say', async () => {
    await renderWithProviders(<Probe />);
    const input = screen.getByRole('textbox', { name: 'Bank account' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes the control by its help and its error, and marks it invalid', async () => {
    await renderWithProviders(
      <Probe description="Digits only" errorMessage="Enter an account number" aria-describedby="extra" />,
    );
    const input = screen.getByRole('textbox', { name: 'Bank account' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toHaveLength(3);
    expect(document.getElementById(ids[0]!)).toHaveTextContent('Digits only');
    expect(document.getElementById(ids[1]!)).toBe(screen.getByRole('alert'));
    expect(ids[2]).toBe('extra');
    // The error is prefixed for screen readers, in the active language (Malay here).
    expect(screen.getByRole('alert')).toHaveTextContent('Ralat: Enter an account number');
    expect(input.closest('[data-invalid]')).not.toBeNull();
  });

  it('can be invalid without a message, and keeps a given id', async () => {
    await renderWithProviders(<Probe id="account" isInvalid />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('id', 'account');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field with a visible * that screen readers skip for aria-required', async () => {
    await renderWithProviders(<Probe isRequired />);
    const input = screen.getByRole('textbox', { name: 'Bank account' });
    expect(input).toHaveAttribute('aria-required', 'true');
    const marker = document.querySelector('[data-required-marker]')!;
    expect(marker).toHaveTextContent('*');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleName('Bank account');
  });

  it('has no axe violations with help, error and required marker', async () => {
    const { container } = await renderWithProviders(<Probe isRequired description="Digits only" errorMessage="Too short" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('mergeRefs', () => {
  it('feeds object and callback refs and clears them on unmount', () => {
    const objectRef = createRef<HTMLInputElement>();
    const seen: Array<HTMLInputElement | null> = [];
    const { unmount } = render(<input ref={mergeRefs(objectRef, (node) => void seen.push(node))} />);
    expect(objectRef.current).toBeInstanceOf(HTMLInputElement);
    expect(seen[0]).toBe(objectRef.current);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });
});
