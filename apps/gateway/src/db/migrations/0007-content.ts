/** Filled in by the work on issue 7. */
export const content = `
select 1;
`;
