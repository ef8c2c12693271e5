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
