/** Filled in by the work on issue 7. */
export const accounts = `
select 1;
`;
