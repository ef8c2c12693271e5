import type { Queryable } from '../db/database';

/** A Queryable that runs each statement and records the plan PostgreSQL chose for it. */
function explaining(db: Queryable, plans: string[]): Queryable {
  return {
    query: async (sql: string, params?: unknown[]) => {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return db.query(sql, params);
    },
  } as Queryable;
}

/** The plans of every statement `read` runs over `db`, in order: for tests that a report reads indexes, not tables. */
export async function plansOf(db: Queryable, read: (db: Queryable) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  await read(explaining(db, plans));
  return plans;
}
