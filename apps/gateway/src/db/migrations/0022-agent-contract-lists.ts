/**
 * Each side's list of its agent contracts (agent/contract-list.ts): the contracts an agent
 * offered (upline_id) or was offered (downline_id), of one kind, newest change first: each page
 * one index range, read in order. Needs 0007.
 */
export const agentContractLists = `
create index agent_contract_upline_list on agent_contract (upline_id, kind, updated_at desc, id desc);
create index agent_contract_downline_list on agent_contract (downline_id, kind, updated_at desc, id desc);
`;
