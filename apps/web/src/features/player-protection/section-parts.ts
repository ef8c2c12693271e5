import { styled } from 'styled-components';
import { vars } from '@platform/ui';

// The parts the protection page's sections share.

/** One part of the page: its h3, an introduction, then its content. */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

/** What a section is for, under its title. */
export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/** A bordered card inside a section. */
export const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space.xs};
  min-width: 0;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;


/** Cards side by side as they fit, one column on a phone. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  gap: ${vars.space.md};
`;

/** A card's title, under the section's h3. */
export const CardTitle = styled.h4`
  margin: 0;
  font-size: ${vars.font.size.md};
`;
