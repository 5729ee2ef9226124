// Counts the round trips a piece of code makes to D1 and KV: each executed
// statement (first/all/run/raw) and each batch is one D1 round trip, each KV
// get one KV read. Wraps the real bindings; nothing is mocked.

type Counts = { d1: number; kvReads: number; sql: string[] };

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly counts: Counts,
    private readonly sql: string,
  ) {}
  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), this.counts, this.sql);
  }
  private trip() {
    this.counts.d1++;
    this.counts.sql.push(this.sql);
  }
  first(...args: [string?]) {
    this.trip();
    return (this.inner.first as (...a: unknown[]) => Promise<unknown>)(...args);
  }
  all() {
    this.trip();
    return this.inner.all();
  }
  run() {
    this.trip();
    return this.inner.run();
  }
  raw(...args: unknown[]) {
    this.trip();
    return (this.inner.raw as (...a: unknown[]) => Promise<unknown>)(...args);
  }
}

function countedDatabase(db: D1Database, counts: Counts): D1Database {
  return {
    prepare: (sql: string) => new CountedStatement(db.prepare(sql), counts, sql),
    batch: (statements: CountedStatement[]) => {
      counts.d1++;
      counts.sql.push(`batch(${statements.length})`);
      return db.batch(statements.map((s) => s.inner));
    },
    exec: (sql: string) => {
      counts.d1++;
      return db.exec(sql);
    },
    withSession: () => {
      throw new Error("not counted");
    },
    dump: () => db.dump(),
  } as unknown as D1Database;
}

function countedKv(kv: KVNamespace, counts: Counts): KVNamespace {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "get" || prop === "getWithMetadata") {
        return (...args: unknown[]) => {
          counts.kvReads++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** An env whose DB and KV count their round trips; `reset()` starts a new count. */
export function countingEnv(env: Env) {
  const counts: Counts = { d1: 0, kvReads: 0, sql: [] };
  const counted: Env = { ...env, DB: countedDatabase(env.DB, counts), KV: countedKv(env.KV, counts) };
  return {
    env: counted,
    counts,
    reset() {
      counts.d1 = 0;
      counts.kvReads = 0;
      counts.sql = [];
    },
  };
}
