package io.quiver.tck.tpch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.benchmarks.tpch.ResultComparator;
import io.quiver.benchmarks.tpch.TpchData;
import io.quiver.benchmarks.tpch.TpchQueries;

import java.io.PrintStream;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 22 TPC-H queries at scale 0.01 on Quiver and on DuckDB, through java.sql only: the same
 * rows, decimals exact, in the same order where the query orders.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TpchDifferentialTest {
  private static final double SCALE = 0.01;

  private Connection quiver;
  private Connection duckdb;

  @BeforeAll
  void load() throws SQLException {
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    quiver = DriverManager.getConnection("jdbc:quiver:mem:tpch_differential");
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    TpchData.load(duckdb, SCALE, TpchData.DEFAULT_BATCH_SIZE, false, quiet);
    // The generator's rows are deterministic for a scale: DuckDB takes them through its appender,
    // Quiver through prepared one-row INSERTs sent with addBatch, as a loader or an ORM sends them.
    TpchData.load(quiver, SCALE, TpchData.DEFAULT_BATCH_SIZE, false, quiet);
  }

  @AfterAll
  void close() throws SQLException {
    if (quiver != null) {
      quiver.close();
    }
    if (duckdb != null) {
      duckdb.close();
    }
  }

  static int[] queries() {
    int[] numbers = new int[TpchQueries.COUNT];
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = i + 1;
    }
    return numbers;
  }

  @ParameterizedTest(name = "Q{0}")
  @MethodSource("queries")
  void sameAnswerAsDuckDb(int number) throws SQLException {
    TpchQueries.Query query = TpchQueries.get(number);
    ResultComparator.Result expected = run(duckdb, query.sql());
    ResultComparator.Result actual = run(quiver, query.sql());
    ResultComparator.Outcome outcome = ResultComparator.compare(expected, actual, query.orderKeys(), query.limited());
    assertTrue(outcome.matches(), query.name() + ": " + outcome.difference());
    assertTrue(!expected.rows().isEmpty() || number == 0, query.name() + " returned no rows on DuckDB");
  }

  private static ResultComparator.Result run(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(sql)) {
      return ResultComparator.Result.read(rs);
    }
  }
}
