package io.quiver.tck.tpcds;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.quiver.benchmarks.tpcds.TpcdsComparison;
import io.quiver.benchmarks.tpcds.TpcdsData;
import io.quiver.benchmarks.tpcds.TpcdsQueries;
import io.quiver.benchmarks.tpch.ResultComparator;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 99 TPC-DS queries at scale 0.01 on Quiver and on DuckDB, through java.sql only, compared as
 * {@link TpcdsComparison} says (the TPC-H comparator: rows in order where the ORDER BY fixes it,
 * decimals as exact values, NULL only equal to NULL). Both engines get the same generated rows in
 * one pass of {@link TpcdsData}.
 *
 * <p>{@code tpcds/known-failures.txt} lists the queries Quiver does not answer as DuckDB does yet,
 * each with why; the test checks that each listed query still fails, so that the query that
 * starts to pass must leave the list.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TpcdsDifferentialTest {
  private static final double SCALE = 0.01;
  /** Far above what any query takes at this scale; a query over it counts as failing. */
  private static final int QUERY_SECONDS = 120;

  private Connection quiver;
  private Connection duckdb;
  private Map<Integer, String> knownFailures;

  @BeforeAll
  void load() throws SQLException {
    knownFailures = readKnownFailures();
    quiver = DriverManager.getConnection("jdbc:quiver:mem:tpcds_differential");
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
    TpcdsComparison.prepareReference(duckdb);
    TpcdsData.load(List.of(duckdb, quiver), SCALE, new PrintStream(OutputStream.nullOutputStream()));
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

  static IntStream queries() {
    return IntStream.rangeClosed(1, TpcdsQueries.COUNT);
  }

  @ParameterizedTest(name = "Q{0}")
  @MethodSource("queries")
  void sameAnswerAsDuckDb(int number) throws SQLException {
    TpcdsQueries.TpcdsQuery query = TpcdsQueries.get(number);
    List<ResultComparator.Result> expected = new ArrayList<>();
    for (TpcdsQueries.Statement statement : query.statements()) {
      expected.add(run(duckdb, statement.sql()));
    }
    String difference;
    try {
      List<ResultComparator.Result> actual = new ArrayList<>();
      for (TpcdsQueries.Statement statement : query.statements()) {
        actual.add(run(quiver, statement.sql()));
      }
      difference = TpcdsComparison.difference(query, expected, actual);
    } catch (SQLException | RuntimeException e) {
      difference = "fails: " + e;
    }
    if (knownFailures.containsKey(number)) {
      assertNotNull(difference, query.name() + " now gives DuckDB's answer: remove it from tpcds/known-failures.txt");
    } else if (difference != null) {
      fail(query.name() + ": " + difference);
    }
  }

  @Test
  void knownFailuresNameQueries() {
    for (int number : knownFailures.keySet()) {
      assertTrue(number >= 1 && number <= TpcdsQueries.COUNT, "known-failures.txt names no query " + number);
      assertFalse(knownFailures.get(number).isBlank(), "known-failures.txt: Q" + number + " says not why");
    }
  }

  private static ResultComparator.Result run(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.setQueryTimeout(QUERY_SECONDS);
      try (ResultSet rs = statement.executeQuery(sql)) {
        return ResultComparator.Result.read(rs);
      }
    }
  }

  /** Lines {@code Q13 why}: the query's number, then the reason; '#' starts a comment. */
  private static Map<Integer, String> readKnownFailures() {
    try (InputStream in = TpcdsDifferentialTest.class.getResourceAsStream("/tpcds/known-failures.txt")) {
      Map<Integer, String> failures = new TreeMap<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String l = line.replaceAll("#.*", "").trim();
        if (l.isEmpty()) {
          continue;
        }
        String[] parts = l.split("\\s+", 2);
        int number = Integer.parseInt(parts[0].replaceFirst("^[Qq]0*", ""));
        if (failures.put(number, parts.length > 1 ? parts[1] : "") != null) {
          throw new IllegalStateException("known-failures.txt names Q" + number + " twice");
        }
      }
      return failures;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
