// Until the agent centre's pages land (issues 20-22), /agent/:page shows the centres' shared
// entry page, which applies the agent rules when given `centre="agent"`.
export { CentreEntryPage } from '../member-centre';
