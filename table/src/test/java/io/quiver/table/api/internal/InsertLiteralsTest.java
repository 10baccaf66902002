package io.quiver.table.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableException;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ad-hoc {@code INSERT ... VALUES} of literals written straight into vectors ({@link InsertLiterals},
 * {@link BatchInsert#tryLiterals}): generated INSERTs of fitting, out-of-range, too long,
 * wrongly typed and NULL literals give the same counts, errors (SQLSTATE) and table contents as
 * on a database with {@code table.optimizer.plan-cache.enabled} false, which runs them as ordinary
 * INSERTs, in both dialects and inside a transaction that is rolled back.
 */
class InsertLiteralsTest {
  private final List<AutoCloseable> open = new ArrayList<>();

  @AfterEach
  void close() throws Exception {
    for (AutoCloseable c : open) {
      c.close();
    }
  }

  private TableEnvironmentImpl session(String name, boolean fastPath, String dialect) {
    Database database = Database.inMemory(name);
    open.add(database);
    TableEnvironmentImpl env = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(),
        database);
    open.add(0, env);
    env.getConfig().set("table.sql-dialect", dialect);
    if (!fastPath) {
      env.getConfig().set("table.optimizer.plan-cache.enabled", "false");
    }
    return env;
  }

  /** A statement's rows (or count) as text, or its SQLSTATE. */
  private static String run(TableEnvironmentImpl env, String sql) {
    try {
      PreparedQuery query = env.prepare(sql);
      List<String> rows = new ArrayList<>();
      try (CloseableIterator<Row> it = query.execute(List.of(), c -> { }).collect()) {
        it.forEachRemaining(r -> rows.add(String.valueOf(r)));
      }
      return rows.toString();
    } catch (TableException | io.quiver.table.api.ValidationException | io.quiver.table.api.SqlParserException e) {
      return "error " + ((io.quiver.table.api.HasSqlState) e).getSqlState();
    } catch (io.quiver.engine.error.EngineException e) {
      return "error " + e.sqlState();
    }
  }

  private static final String TABLE = "CREATE TABLE t (k INT NOT NULL PRIMARY KEY, i INT, b BIGINT, ti TINYINT,"
      + " si SMALLINT, x DOUBLE, r REAL, d DECIMAL(5, 2), s VARCHAR(3), c CHAR(2), f BOOLEAN NOT NULL)";

  /** Literals of every kind for each column, fitting or not. */
  private static final String[][] CANDIDATES = {
      {"1", "2", "-3", "NULL", "'4'", "2147483648", "1.0", "7"},
      {"0", "-2147483648", "2147483647", "2147483648", "NULL", "'12'", "1.5", "2e0", "-0"},
      {"3000000000", "-9223372036854775808", "9223372036854775807", "9223372036854775808", "NULL", "1.25"},
      {"127", "-128", "128", "NULL", "5"},
      {"32767", "-32769", "NULL", "12"},
      {"1.5", "-0.1", "2e3", "1.7976931348623157E308", "0.30000000000000004", "NULL", "'1.5'", "7"},
      {"1", "16777216", "16777217", "0.1", "NULL", "2.5e0"},
      {"1.25", "999.99", "1000", "-999.99", "0.001", "1.2", "NULL", "12", "1e1", "'3.1'"},
      {"'ab'", "'abc'", "'abcd'", "''", "'a '", "NULL", "'é'", "'éé'", "1", "'it''s'"},
      {"'ab'", "'xy'", "'a'", "'abc'", "NULL", "'é'"},
      {"TRUE", "FALSE", "NULL", "1", "'true'"},
  };

  private static String row(Random random, int key) {
    StringBuilder sql = new StringBuilder("(");
    for (int col = 0; col < CANDIDATES.length; col++) {
      String[] choices = CANDIDATES[col];
      sql.append(col == 0 ? "" : ", ");
      if (col == 0) {
        // Mostly new keys, some repeated (23505) or NULL (23502).
        sql.append(random.nextInt(10) == 0 ? choices[random.nextInt(choices.length)] : String.valueOf(key));
      } else {
        // Mostly the first, fitting choices, so that many statements insert.
        sql.append(choices[random.nextInt(12) == 0 ? random.nextInt(choices.length) : random.nextInt(2)]);
      }
    }
    return sql.append(")").toString();
  }

  private void generatedInsertsAgree(String dialect) {
    TableEnvironmentImpl fast = session("insert_literals_on", true, dialect);
    TableEnvironmentImpl ordinary = session("insert_literals_off", false, dialect);
    assertEquals(run(ordinary, TABLE), run(fast, TABLE));
    Random random = new Random(13);
    int key = 100;
    int fastInserts = 0;
    for (int i = 0; i < 400; i++) {
      if (i == 200) {
        fast.transaction().setAutoCommit(false);
        ordinary.transaction().setAutoCommit(false);
      }
      StringBuilder sql = new StringBuilder("INSERT INTO t VALUES ").append(row(random, key++));
      int extraRows = random.nextInt(4) == 0 ? 1 + random.nextInt(2) : 0;
      for (int r = 0; r < extraRows; r++) {
        sql.append(", ").append(row(random, key++));
      }
      String statement = sql.toString();
      PreparedQuery prepared;
      try {
        prepared = fast.prepare(statement);
      } catch (RuntimeException e) {
        prepared = null;
      }
      if (prepared instanceof PreparedQueryImpl impl && impl.insertsLiterals()) {
        fastInserts++;
      }
      assertEquals(run(ordinary, statement), run(fast, statement), () -> dialect + ": " + statement);
      if (i == 300) {
        fast.transaction().rollback();
        ordinary.transaction().rollback();
      }
    }
    fast.transaction().commit();
    ordinary.transaction().commit();
    String contents = "SELECT * FROM t ORDER BY k";
    assertEquals(run(ordinary, contents), run(fast, contents), dialect);
    assertTrue(fastInserts > 100, "statements that took the fast path: " + fastInserts);
  }

  @Test
  void generatedInsertsAnswerAsOrdinaryInsertsInTheDefaultDialect() {
    generatedInsertsAgree("default");
  }

  @Test
  void generatedInsertsAnswerAsOrdinaryInsertsInTheStandardDialect() {
    generatedInsertsAgree("standard");
  }

  @Test
  void onlyLiteralsThatConvertExactlyTakeTheFastPath() {
    TableEnvironmentImpl env = session("insert_literals_kinds", true, "default");
    run(env, "CREATE TABLE u (a INT, s VARCHAR(2), d DATE DEFAULT DATE '2024-01-01')");
    assertTrue(fastPath(env, "INSERT INTO u VALUES (1, 'ab', NULL)"));
    assertTrue(fastPath(env, "INSERT INTO u VALUES (-1, NULL, NULL), (2, 'x', NULL)"));
    assertFalse(fastPath(env, "INSERT INTO u VALUES (1, 'abc', NULL)"), "a string it would truncate");
    assertFalse(fastPath(env, "INSERT INTO u VALUES (1.5, 'a', NULL)"), "a number it would round");
    assertFalse(fastPath(env, "INSERT INTO u VALUES (1 + 1, 'a', NULL)"), "an expression");
    assertFalse(fastPath(env, "INSERT INTO u VALUES (1, 'a', DATE '2024-01-02')"), "a DATE literal");
    assertFalse(fastPath(env, "INSERT INTO u (a, s) VALUES (1, 'a')"), "a column left to its DEFAULT");
    TableEnvironmentImpl off = session("insert_literals_kinds_off", false, "default");
    run(off, "CREATE TABLE u (a INT, s VARCHAR(2), d DATE)");
    assertFalse(fastPath(off, "INSERT INTO u VALUES (1, 'ab', NULL)"), "the plan cache turned off");
  }

  private static boolean fastPath(TableEnvironmentImpl env, String sql) {
    return ((PreparedQueryImpl) env.prepare(sql)).insertsLiterals();
  }
}
