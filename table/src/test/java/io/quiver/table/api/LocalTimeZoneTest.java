package io.quiver.table.api;

import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.types.Row;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The TIMESTAMP WITH LOCAL TIME ZONE example of TableConfig.setLocalTimeZone (reference 004), and
 * the session time zone's other readers: casts, EXTRACT, and the current date and time.
 */
class LocalTimeZoneTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  private void createReferenceTable() {
    env.getConfig().setLocalTimeZone(ZoneOffset.ofHours(2));
    env.executeSql("CREATE TABLE testTable (id BIGINT, tmstmp TIMESTAMP WITH LOCAL TIME ZONE)");
    // The reference writes both rows in one VALUES; a string and a TIMESTAMP have no common type
    // in a VALUES list, so each row is inserted on its own.
    env.executeSql("INSERT INTO testTable VALUES (1, CAST('2000-01-01 02:00:00' AS TIMESTAMP WITH LOCAL TIME ZONE))");
    env.executeSql("INSERT INTO testTable VALUES (2, TIMESTAMP '2000-01-01 02:00:00')");
  }

  @Test
  void valuesAreShownInTheSessionTimeZone() {
    createReferenceTable();
    assertEquals(String.join(System.lineSeparator(),
        "+----------------------+----------------------------+",
        "|                   id |                     tmstmp |",
        "+----------------------+----------------------------+",
        "|                    1 | 2000-01-01 02:00:00.000000 |",
        "|                    2 | 2000-01-01 02:00:00.000000 |",
        "+----------------------+----------------------------+",
        "2 rows in set") + System.lineSeparator(), printed("SELECT * FROM testTable ORDER BY id"));
    env.getConfig().setLocalTimeZone(ZoneOffset.ofHours(0));
    assertEquals(String.join(System.lineSeparator(),
        "+----------------------+----------------------------+",
        "|                   id |                     tmstmp |",
        "+----------------------+----------------------------+",
        "|                    1 | 2000-01-01 00:00:00.000000 |",
        "|                    2 | 2000-01-01 00:00:00.000000 |",
        "+----------------------+----------------------------+",
        "2 rows in set") + System.lineSeparator(), printed("SELECT * FROM testTable ORDER BY id"));
  }

  @Test
  void collectReturnsTheInstantsWhateverTheSessionZone() {
    createReferenceTable();
    Instant midnightUtc = Instant.parse("2000-01-01T00:00:00Z");
    List<Row> expected = List.of(Row.of(1L, midnightUtc), Row.of(2L, midnightUtc));
    assertEquals(expected, rows(env.executeSql("SELECT * FROM testTable ORDER BY id")));
    env.getConfig().setLocalTimeZone(ZoneId.of("Asia/Tokyo"));
    assertEquals(expected, rows(env.executeSql("SELECT * FROM testTable ORDER BY id")));
  }

  @Test
  void castsAndExtractReadTheSessionZone() {
    createReferenceTable();
    env.getConfig().setLocalTimeZone(ZoneId.of("America/Phoenix"));
    assertEquals(List.of(Row.of(LocalDateTime.of(1999, 12, 31, 17, 0), "1999-12-31 17:00:00.000000", LocalDate.of(1999, 12, 31),
            17L, LocalDateTime.of(1999, 12, 31, 0, 0))),
        rows(env.executeSql("SELECT CAST(tmstmp AS TIMESTAMP(0)), CAST(tmstmp AS VARCHAR(26)), CAST(tmstmp AS DATE),"
            + " EXTRACT(HOUR FROM tmstmp), CAST(FLOOR(tmstmp TO DAY) AS TIMESTAMP(0)) FROM testTable WHERE id = 1")));
    assertEquals(List.of(Row.of(2L)), rows(env.executeSql("SELECT COUNT(*) FROM testTable"
        + " WHERE tmstmp = CAST(TIMESTAMP '1999-12-31 17:00:00' AS TIMESTAMP WITH LOCAL TIME ZONE)")));
  }

  @Test
  void setStatementChangesTheSessionZone() {
    createReferenceTable();
    env.executeSql("SET 'table.local-time-zone' = 'Asia/Tokyo'");
    assertEquals(List.of(Row.of(LocalDateTime.of(2000, 1, 1, 9, 0))),
        rows(env.executeSql("SELECT CAST(tmstmp AS TIMESTAMP(0)) FROM testTable WHERE id = 1")));
  }

  @Test
  void currentTimeFunctionsFollowTheSessionZone() {
    env.getConfig().setLocalTimeZone(ZoneId.of("Asia/Tokyo"));
    Instant before = Instant.now();
    Row row = rows(env.executeSql("SELECT CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_DATE")).get(0);
    Instant after = Instant.now();
    // CURRENT_TIMESTAMP is an instant; LOCALTIMESTAMP and CURRENT_DATE read Tokyo's wall clock.
    Instant current = (Instant) row.getField(0);
    LocalDateTime local = (LocalDateTime) row.getField(1);
    assertEquals(true, !current.isBefore(before.minusMillis(1)) && !current.isAfter(after),
        current + " is not between " + before + " and " + after);
    assertEquals(true, !local.isBefore(LocalDateTime.ofInstant(before, ZoneId.of("Asia/Tokyo")).minusNanos(1_000_000))
        && !local.isAfter(LocalDateTime.ofInstant(after, ZoneId.of("Asia/Tokyo"))), local + " is not Tokyo's time");
    assertEquals(local.toLocalDate(), row.getField(2));
  }

  private String printed(String query) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      env.executeSql(query).print();
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
