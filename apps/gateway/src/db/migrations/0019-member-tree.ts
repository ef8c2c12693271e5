/**
 * The agent tree as a closure table: one row per (ancestor, descendant) pair with the levels
 * between them, the member itself at depth 0. An agent's whole team is one index range
 * (`where ancestor_id = $agent`), its direct downlines `and depth = 1`, and a member's uplines
 * `where descendant_id = $member`. A trigger keeps it on every new member; existing members are
 * filled in here. A member's upline (parent_id) never changes: a trigger refuses it, so the
 * closure cannot drift from parent_id.
 */
export const memberTree = `
create table member_tree (
  ancestor_id integer not null references member (id) on delete cascade,
  descendant_id integer not null references member (id) on delete cascade,
  depth integer not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index member_tree_descendant on member_tree (descendant_id, depth);

insert into member_tree (ancestor_id, descendant_id, depth)
with recursive up as (
  select id as descendant_id, id as ancestor_id, 0 as depth, parent_id from member
  union all
  select up.descendant_id, m.id, up.depth + 1, m.parent_id from up join member m on m.id = up.parent_id
)
select ancestor_id, descendant_id, depth from up;

create function member_tree_add() returns trigger language plpgsql as $$
begin
  insert into member_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  insert into member_tree (ancestor_id, descendant_id, depth)
    select ancestor_id, new.id, depth + 1 from member_tree where descendant_id = new.parent_id;
  return new;
end $$;
create trigger member_tree_add after insert on member for each row execute function member_tree_add();

create function member_parent_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'a member''s upline does not change (member %)', old.id using errcode = 'check_violation';
end $$;
create trigger member_parent_fixed before update of parent_id on member
  for each row when (old.parent_id is distinct from new.parent_id) execute function member_parent_fixed();
`;
