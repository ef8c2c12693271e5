import { styled } from 'styled-components';
import { vars } from '../theme/css-variables';

/** The column every authentication form lays its fields out in. */
export const FormStack = /* @__PURE__ */ styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  width: 100%;
  min-width: 0;
`;

/** A row of secondary links or actions (forgot password, register), wrapping on a phone. */
export const FormLinks = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-size: ${vars.font.size.sm};
`;

/** A secondary action that reads as a link (forgot password, register, back to login), in the text colour. */
export const FormLinkButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.text};
  font: inherit;
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
