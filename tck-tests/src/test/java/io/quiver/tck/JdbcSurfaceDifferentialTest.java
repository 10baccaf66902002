package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.tck.Differential.Call;
import io.quiver.tck.Differential.Comparison;
import io.quiver.tck.Differential.Outcome;
import io.quiver.tck.Differential.Side;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The JDBC surface against H2's: the same {@code java.sql} calls run on an H2 database and on
 * Quiver, over the same schema and the same generated rows, and the test fails wherever Quiver
 * throws while H2 answers, refuses without an {@link SQLException} and its SQLState, or answers
 * something a client cannot use (other rows, other values, other result-set columns). The calls
 * are generated: every {@link DatabaseMetaData} method with argument patterns made from the
 * types of its parameters, every {@link ResultSetMetaData} method on every column, every getter
 * (and {@code getObject(i, Class)} for each class a client asks for) on every column and row,
 * every setter with values of each precision into every column type, and the connection and
 * statement calls that pools, ORMs and query builders make. Values come from a seeded generator
 * ({@code -Ddifferential.seed=N} replays another set).
 *
 * <p>What H2 and Quiver may answer differently by design (type names, precision in bits, the
 * rows of H2's own schemas) is not compared; what is compared is named with each probe.
 */
class JdbcSurfaceDifferentialTest extends JdbcTestBase {
  private static final long SEED = Long.getLong("differential.seed", 20261205L);
  private static final int ROWS = 16;

  /**
   * The columns of the generated table, each declared the same way in both databases, with the
   * JDBC type both must report for it.
   */
  record Column(String name, String declaration, int jdbcType) {}

  static final List<Column> COLUMNS = List.of(
      new Column("id", "BIGINT NOT NULL", Types.BIGINT),
      new Column("parent_id", "INTEGER", Types.INTEGER),
      new Column("name", "VARCHAR(40) NOT NULL", Types.VARCHAR),
      new Column("price", "DECIMAL(10, 2)", Types.DECIMAL),
      new Column("qty", "SMALLINT", Types.SMALLINT),
      new Column("tiny", "TINYINT", Types.TINYINT),
      new Column("ratio", "DOUBLE", Types.DOUBLE),
      new Column("real_v", "REAL", Types.REAL),
      new Column("flag", "BOOLEAN", Types.BOOLEAN),
      new Column("born", "DATE", Types.DATE),
      new Column("at_time", "TIME(6)", Types.TIME),
      new Column("at_ts", "TIMESTAMP(6)", Types.TIMESTAMP),
      new Column("data", "VARBINARY(64)", Types.VARBINARY),
      new Column("code", "CHAR(4)", Types.CHAR),
      new Column("note", "VARCHAR(200) DEFAULT 'none'", Types.VARCHAR));

  /** A CLOB and a BLOB column: Quiver holds them as VARCHAR and VARBINARY, H2 as LOBs. */
  static final List<Column> LOB_COLUMNS = List.of(
      new Column("id", "BIGINT NOT NULL", Types.BIGINT),
      new Column("body", "CLOB", Types.CLOB),
      new Column("bin", "BLOB", Types.BLOB));

  private Connection h2;
  private final Differential diff = new Differential();
  private final Random random = new Random(SEED);

  @BeforeEach
  void createBoth() throws SQLException {
    h2 = DriverManager.getConnection("jdbc:h2:mem:");
    for (Connection c : List.of(h2, connection)) {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE parent (id INTEGER NOT NULL, code VARCHAR(20) NOT NULL, PRIMARY KEY (id),"
            + " CONSTRAINT parent_code UNIQUE (code))");
        s.execute("CREATE TABLE item (" + declarations(COLUMNS) + ", PRIMARY KEY (id),"
            + " CONSTRAINT item_parent FOREIGN KEY (parent_id) REFERENCES parent (id) ON DELETE CASCADE)");
        // H2 would otherwise make an index for the foreign key by itself.
        s.execute("CREATE INDEX item_parent_ix ON item (parent_id)");
        s.execute("CREATE INDEX item_name_ix ON item (name)");
        s.execute("CREATE VIEW item_view AS SELECT id, name FROM item");
        s.execute("CREATE TABLE sink (" + declarations(COLUMNS.stream()
            .map(col -> new Column(col.name(), col.declaration().replace(" NOT NULL", ""), col.jdbcType())).toList())
            + ")");
        s.execute("CREATE TABLE doc (" + declarations(LOB_COLUMNS) + ", PRIMARY KEY (id))");
        s.execute("CREATE TABLE ident (id BIGINT GENERATED BY DEFAULT AS IDENTITY, v VARCHAR(10), PRIMARY KEY (id))");
        s.execute("INSERT INTO parent VALUES (1, 'one'), (2, 'two'), (3, 'three')");
      }
    }
    List<List<Object>> rows = generatedRows();
    List<List<Object>> lobs = lobRows();
    for (Connection c : List.of(h2, connection)) {
      insert(c, "item", COLUMNS, rows);
      insert(c, "doc", LOB_COLUMNS, lobs);
    }
  }

  @AfterEach
  void closeH2() throws SQLException {
    h2.close();
  }

  private static String declarations(List<Column> columns) {
    return String.join(", ", columns.stream().map(c -> c.name() + " " + c.declaration()).toList());
  }

  private static void insert(Connection c, String table, List<Column> columns, List<List<Object>> rows)
      throws SQLException {
    String sql = "INSERT INTO " + table + " VALUES (" + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (List<Object> row : rows) {
        for (int i = 0; i < row.size(); i++) {
          ps.setObject(i + 1, row.get(i));
        }
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  // ---------------------------------------------------------------- generated values

  private String text(int maxLength) {
    String alphabet = "abcXYZ019 _'%-é東ßΩ";
    int length = random.nextInt(maxLength + 1);
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < length; i++) {
      s.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    if (length + 2 <= maxLength && random.nextInt(4) == 0) {
      s.append("\ud83d\ude00"); // outside the BMP: two UTF-16 units, four UTF-8 bytes
    }
    return s.toString();
  }

  /** A timestamp at whole seconds, milliseconds or microseconds. */
  private LocalDateTime timestamp(int precision) {
    LocalDateTime t = LocalDateTime.of(1900 + random.nextInt(200), 1 + random.nextInt(12), 1 + random.nextInt(28),
        random.nextInt(24), random.nextInt(60), random.nextInt(60));
    return switch (precision % 3) {
      case 0 -> t;
      case 1 -> t.withNano(random.nextInt(1000) * 1_000_000);
      default -> t.withNano(random.nextInt(1_000_000) * 1_000);
    };
  }

  private List<List<Object>> generatedRows() {
    List<List<Object>> rows = new ArrayList<>();
    for (int r = 0; r < ROWS; r++) {
      boolean nulls = r == 0;
      boolean extreme = r == 1 || r == 2;
      boolean low = r == 1;
      LocalDateTime ts = timestamp(r);
      LocalDate day = switch (r) {
        case 1 -> LocalDate.of(1969, 12, 31);
        case 2 -> LocalDate.of(2024, 2, 29);
        case 3 -> LocalDate.of(1970, 1, 1);
        default -> ts.toLocalDate();
      };
      byte[] bytes = new byte[random.nextInt(17)];
      random.nextBytes(bytes);
      rows.add(Arrays.asList(
          (long) r + (extreme ? (low ? Long.MIN_VALUE + 10 : Long.MAX_VALUE - 10) : 0),
          nulls ? null : 1 + random.nextInt(3),
          text(40),
          nulls ? null : extreme ? new BigDecimal(low ? "-99999999.99" : "99999999.99")
              : BigDecimal.valueOf(random.nextInt(2_000_000) - 1_000_000, 2),
          nulls ? null : extreme ? (low ? Short.MIN_VALUE : Short.MAX_VALUE) : (short) random.nextInt(1000),
          nulls ? null : extreme ? (low ? Byte.MIN_VALUE : Byte.MAX_VALUE) : (byte) random.nextInt(100),
          nulls ? null : extreme ? (low ? -Double.MAX_VALUE : Double.MIN_VALUE) : random.nextDouble() * 1e6 - 5e5,
          nulls ? null : extreme ? (low ? -Float.MAX_VALUE : Float.MIN_VALUE) : (float) (random.nextFloat() * 100),
          nulls ? null : random.nextBoolean(),
          nulls ? null : day,
          nulls ? null : ts.toLocalTime(),
          nulls ? null : ts,
          nulls ? null : bytes,
          nulls ? null : text(4).replace("\ud83d\ude00", ""),
          nulls ? null : text(200)));
    }
    return rows;
  }

  private List<List<Object>> lobRows() {
    List<List<Object>> rows = new ArrayList<>();
    for (int r = 0; r < 4; r++) {
      byte[] bytes = new byte[r == 0 ? 0 : 1 << (4 * r)];
      random.nextBytes(bytes);
      rows.add(Arrays.asList((long) r, r == 3 ? null : text(1 << (3 * r)), r == 3 ? null : bytes));
    }
    return rows;
  }

  // ---------------------------------------------------------------- names as each side stores them

  private static String stored(Connection c, String name) throws SQLException {
    DatabaseMetaData meta = c.getMetaData();
    if (meta.storesUpperCaseIdentifiers()) {
      return name.toUpperCase(Locale.ROOT);
    }
    return meta.storesLowerCaseIdentifiers() ? name.toLowerCase(Locale.ROOT) : name;
  }

  /**
   * Differences not fixed yet, each with why (README, "JDBC behaviour"). The test checks that each
   * still differs, so that the entry goes once the difference does.
   */
  static final Map<String, String> KNOWN_DIFFERENCES = Map.of();

  private void finish() {
    assertTrue(diff.bothAnswered() > 0, "no probe was answered by both databases");
    Map<String, String> unexpected = new TreeMap<>(diff.failures());
    unexpected.keySet().removeAll(KNOWN_DIFFERENCES.keySet());
    assertTrue(unexpected.isEmpty(), diff::report);
    for (String known : KNOWN_DIFFERENCES.keySet()) {
      if (diff.probed(known)) {
        assertTrue(diff.failures().containsKey(known), "no longer differs, remove it from KNOWN_DIFFERENCES: " + known);
      }
    }
  }

  // ---------------------------------------------------------------- DatabaseMetaData

  /** Columns whose values do not depend on the database, given the same DDL. */
  private static final Set<String> COMPARED_COLUMNS = Set.of("TABLE_NAME", "COLUMN_NAME", "PKTABLE_NAME",
      "PKCOLUMN_NAME", "FKTABLE_NAME", "FKCOLUMN_NAME", "KEY_SEQ", "DATA_TYPE", "ORDINAL_POSITION", "NULLABLE",
      "IS_NULLABLE", "NON_UNIQUE", "UPDATE_RULE", "DELETE_RULE", "TABLE_SCHEM", "TABLE_CAT", "PKTABLE_SCHEM",
      "FKTABLE_SCHEM", "IS_AUTOINCREMENT");

  /** Methods whose rows describe the database itself (its types, its client info), not the schema. */
  private static final Set<String> UNCOMPARED_ROWS = Set.of("getTypeInfo", "getClientInfoProperties",
      "getPseudoColumns", "getTableTypes", "getProcedures", "getProcedureColumns", "getFunctions",
      "getFunctionColumns", "getColumnPrivileges", "getTablePrivileges");

  /** A metadata result: its column labels and JDBC types, and its rows in comparable form. */
  record MetaRows(List<String> labels, List<Integer> types, List<List<Object>> rows) {}

  private MetaRows readMeta(ResultSet rs, Connection c) throws SQLException {
    try (rs) {
      ResultSetMetaData md = rs.getMetaData();
      List<String> labels = new ArrayList<>();
      List<Integer> types = new ArrayList<>();
      for (int i = 1; i <= md.getColumnCount(); i++) {
        labels.add(md.getColumnLabel(i).toUpperCase(Locale.ROOT));
        types.add(md.getColumnType(i));
      }
      String catalog = c.getCatalog();
      String schema = c.getSchema();
      List<List<Object>> rows = new ArrayList<>();
      while (rs.next()) {
        List<Object> row = new ArrayList<>();
        for (int i = 1; i <= labels.size(); i++) {
          // Read each column the way its JDBC type says: a client reads KEY_SEQ with getShort.
          Object value = switch (category(types.get(i - 1))) {
            case "number" -> {
              long n = rs.getLong(i);
              yield rs.wasNull() ? null : n;
            }
            case "boolean" -> {
              boolean b = rs.getBoolean(i);
              yield rs.wasNull() ? null : b;
            }
            default -> rs.getString(i);
          };
          if (value instanceof String s) {
            value = s.equalsIgnoreCase(schema) ? "<schema>" : s.equalsIgnoreCase(catalog) ? "<catalog>"
                : s.toUpperCase(Locale.ROOT);
          }
          row.add(value);
        }
        rows.add(row);
      }
      return new MetaRows(labels, types, rows);
    }
  }

  private static String category(int type) {
    return switch (type) {
      case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.DECIMAL, Types.NUMERIC -> "number";
      case Types.BOOLEAN, Types.BIT -> "boolean";
      case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.CLOB -> "text";
      default -> "other:" + type;
    };
  }

  /** The rows of this test's schema (or all rows, if the result names no schema), projected. */
  private static List<String> comparable(MetaRows m) {
    int schemaColumn = -1;
    for (String s : List.of("TABLE_SCHEM", "PKTABLE_SCHEM", "FKTABLE_SCHEM", "FUNCTION_SCHEM", "PROCEDURE_SCHEM",
        "TYPE_SCHEM")) {
      if (m.labels().contains(s)) {
        schemaColumn = m.labels().indexOf(s);
        break;
      }
    }
    List<String> out = new ArrayList<>();
    for (List<Object> row : m.rows()) {
      if (schemaColumn >= 0 && !"<schema>".equals(row.get(schemaColumn))) {
        continue;
      }
      Map<String, Object> kept = new TreeMap<>();
      for (int i = 0; i < m.labels().size(); i++) {
        String label = m.labels().get(i);
        if (COMPARED_COLUMNS.contains(label)) {
          Object value = row.get(i);
          if (label.endsWith("_RULE") && Long.valueOf(DatabaseMetaData.importedKeyRestrict).equals(value)) {
            // H2 calls the default rule RESTRICT, PostgreSQL and Quiver NO ACTION: the same without deferral.
            value = (long) DatabaseMetaData.importedKeyNoAction;
          }
          if (label.equals("DATA_TYPE") && Long.valueOf(Types.CLOB).equals(value)) {
            value = (long) Types.VARCHAR; // Quiver holds a CLOB as VARCHAR (README, "JDBC behaviour")
          }
          if (label.equals("DATA_TYPE") && Long.valueOf(Types.BLOB).equals(value)) {
            value = (long) Types.VARBINARY;
          }
          kept.put(label, value);
        }
      }
      if ("ITEM_VIEW".equals(kept.get("TABLE_NAME"))) {
        // H2 calls every view column nullable; Quiver knows these come from NOT NULL columns.
        kept.remove("NULLABLE");
        kept.remove("IS_NULLABLE");
      }
      out.add(kept.toString());
    }
    Collections.sort(out);
    return out;
  }

  /** Argument lists for a DatabaseMetaData method, generated from its parameter types. */
  private static List<Function<Map<String, String>, Object[]>> argumentLists(Method m) {
    Class<?>[] p = m.getParameterTypes();
    List<Function<Map<String, String>, Object[]>> lists = new ArrayList<>();
    List<List<Object>> choices = new ArrayList<>();
    int strings = 0;
    int[] ints = {ResultSet.TYPE_FORWARD_ONLY, ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY,
        ResultSet.CONCUR_UPDATABLE, ResultSet.HOLD_CURSORS_OVER_COMMIT, ResultSet.CLOSE_CURSORS_AT_COMMIT,
        Connection.TRANSACTION_READ_COMMITTED, Connection.TRANSACTION_SERIALIZABLE, Types.INTEGER, Types.VARCHAR,
        Types.DECIMAL, Types.TIMESTAMP, Types.BOOLEAN, DatabaseMetaData.bestRowSession};
    boolean crossReference = m.getName().equals("getCrossReference");
    for (Class<?> type : p) {
      List<Object> c = new ArrayList<>();
      if (type == String.class) {
        // Placeholders, filled per database: the n-th string parameter is a catalog, a schema
        // (pattern), an object name (pattern) or a column/attribute pattern.
        int role = crossReference ? strings % 3 : Math.min(strings, 3);
        boolean foreign = crossReference && strings >= 3;
        switch (role) {
          case 0 -> c.addAll(Arrays.asList(null, "$catalog"));
          case 1 -> c.addAll(Arrays.asList(null, "$schema", "%"));
          case 2 -> {
            if (crossReference) {
              c.add(foreign ? "$item" : "$parent");
            } else {
              c.addAll(List.of("$item", "$parent", "%", "$it%"));
            }
          }
          default -> c.addAll(Arrays.asList("%", null, "$name", "$pr%"));
        }
        strings++;
      } else if (type == int.class) {
        for (int i : ints) {
          c.add(i);
        }
      } else if (type == boolean.class) {
        c.addAll(List.of(false, true));
      } else if (type == String[].class) {
        c.addAll(Arrays.asList(null, new String[] {"TABLE"}, new String[] {"VIEW"}, new String[] {"TABLE", "VIEW"}));
      } else if (type == int[].class) {
        c.add(null);
      } else {
        return List.of();
      }
      choices.add(c);
    }
    // Every combination for up to two parameters; beyond, each parameter's choices in turn with
    // the others at their second choice (a concrete name), plus all-first (nulls) and all-patterns.
    List<List<Object>> combos = new ArrayList<>();
    if (choices.size() <= 2) {
      combos.add(new ArrayList<>());
      for (List<Object> c : choices) {
        List<List<Object>> next = new ArrayList<>();
        for (List<Object> prefix : combos) {
          for (Object o : c) {
            List<Object> l = new ArrayList<>(prefix);
            l.add(o);
            next.add(l);
          }
        }
        combos = next;
      }
    } else {
      for (int i = 0; i < choices.size(); i++) {
        for (Object o : choices.get(i)) {
          List<Object> l = new ArrayList<>();
          for (int j = 0; j < choices.size(); j++) {
            List<Object> cj = choices.get(j);
            l.add(j == i ? o : cj.get(Math.min(1, cj.size() - 1)));
          }
          combos.add(l);
        }
      }
    }
    for (List<Object> combo : combos) {
      lists.add(names -> combo.stream().map(o -> o instanceof String s && s.contains("$") ? fill(s, names) : o)
          .toArray());
    }
    return lists;
  }

  private static String fill(String placeholder, Map<String, String> names) {
    String s = placeholder;
    for (Map.Entry<String, String> e : names.entrySet()) {
      s = s.replace("$" + e.getKey(), e.getValue());
    }
    return s;
  }

  private static Map<String, String> names(Connection c) throws SQLException {
    Map<String, String> names = new HashMap<>();
    names.put("catalog", c.getCatalog());
    names.put("schema", c.getSchema());
    for (String n : List.of("item", "parent", "name", "it", "pr")) {
      names.put(n, stored(c, n));
    }
    return names;
  }

  private static String show(Object[] args) {
    return Arrays.deepToString(args);
  }

  @Test
  void databaseMetaData() throws Exception {
    Map<String, String> h2Names = names(h2);
    Map<String, String> quiverNames = names(connection);
    DatabaseMetaData h2Meta = h2.getMetaData();
    DatabaseMetaData quiverMeta = connection.getMetaData();
    List<Method> methods = new ArrayList<>(Arrays.asList(DatabaseMetaData.class.getMethods()));
    methods.sort((a, b) -> a.toString().compareTo(b.toString()));
    int resultSets = 0;
    for (Method m : methods) {
      if (Modifier.isStatic(m.getModifiers()) || m.getName().equals("unwrap") || m.getName().equals("isWrapperFor")) {
        continue;
      }
      for (Function<Map<String, String>, Object[]> arguments : argumentLists(m)) {
        Object[] h2Args = arguments.apply(h2Names);
        Object[] quiverArgs = arguments.apply(quiverNames);
        String key = m.getName() + "/" + m.getParameterCount();
        String example = m.getName() + show(quiverArgs);
        Outcome h2Outcome = invoke(h2Meta, m, h2Args, h2);
        Outcome quiverOutcome = invoke(quiverMeta, m, quiverArgs, connection);
        if (m.getReturnType() == ResultSet.class) {
          resultSets++;
          diff.compare(key, example, h2Outcome, quiverOutcome, (r, q) -> compareMeta(m.getName(), (MetaRows) r,
              (MetaRows) q));
        } else if (m.getReturnType() == String.class) {
          diff.compare(key, example, h2Outcome, quiverOutcome, (r, q) -> r != null && q == null ? "null" : null);
        } else if (m.getReturnType() == Connection.class) {
          diff.compare(key, example, h2Outcome, quiverOutcome, (r, q) -> q == connection ? null
              : "not the connection it came from");
        } else {
          diff.compare(key, example, h2Outcome, quiverOutcome, Differential.ANY);
        }
      }
    }
    assertTrue(resultSets > 100, "metadata result-set calls generated: " + resultSets);
    finish();
  }

  private Outcome invoke(DatabaseMetaData meta, Method m, Object[] args, Connection c) {
    try {
      Object value = m.invoke(meta, args);
      return new Outcome(value instanceof ResultSet rs ? readMeta(rs, c) : value, null);
    } catch (InvocationTargetException e) {
      return new Outcome(null, e.getCause());
    } catch (Throwable t) {
      return new Outcome(null, t);
    }
  }

  private static String compareMeta(String method, MetaRows h2, MetaRows quiver) {
    // The columns JDBC specifies, in its order, named as it names them (H2 adds VALUE to the client
    // info properties, which JDBC does not specify).
    if (method.equals("getClientInfoProperties")) {
      h2 = new MetaRows(h2.labels().subList(0, 4), h2.types().subList(0, 4), h2.rows());
    }
    int n = Math.min(h2.labels().size(), quiver.labels().size());
    if (quiver.labels().size() < h2.labels().size() || !h2.labels().equals(quiver.labels().subList(0, n))) {
      return "result columns " + quiver.labels() + " where JDBC specifies " + h2.labels();
    }
    for (int i = 0; i < n; i++) {
      String expected = category(h2.types().get(i));
      String actual = category(quiver.types().get(i));
      if (!expected.equals(actual) && !expected.startsWith("other") && !h2.labels().get(i).equals("REMARKS")) {
        return "column " + h2.labels().get(i) + " is " + actual + " where JDBC has " + expected;
      }
    }
    if (UNCOMPARED_ROWS.contains(method)) {
      return null;
    }
    List<String> expected = comparable(h2);
    List<String> actual = comparable(quiver);
    List<String> missing = new ArrayList<>(expected);
    for (String row : actual) {
      missing.remove(row);
    }
    return missing.isEmpty() ? null : "missing rows " + missing + " among " + actual;
  }

  // ---------------------------------------------------------------- ResultSetMetaData

  @Test
  void resultSetMetaData() throws Exception {
    Map<String, Comparison> compared = Map.of(
        "getColumnType", Differential.EQUAL,
        "isNullable", Differential.EQUAL,
        "getColumnClassName", Differential.EQUAL,
        "getScale", (r, q) -> Objects.equals(r, q) || ((Integer) r) == 0 ? null : "scale differs",
        "getColumnLabel", (r, q) -> ((String) r).equalsIgnoreCase((String) q) ? null : "label differs",
        "getColumnName", (r, q) -> ((String) r).equalsIgnoreCase((String) q) ? null : "name differs",
        "isSigned", Differential.EQUAL,
        "isAutoIncrement", Differential.EQUAL);
    for (String table : List.of("item", "doc", "item_view")) {
      String sql = "SELECT * FROM " + table;
      try (Statement hs = h2.createStatement(); ResultSet hr = hs.executeQuery(sql);
           Statement qs = connection.createStatement(); ResultSet qr = qs.executeQuery(sql)) {
        ResultSetMetaData hm = hr.getMetaData();
        ResultSetMetaData qm = qr.getMetaData();
        assertEquals(hm.getColumnCount(), qm.getColumnCount());
        for (Method m : ResultSetMetaData.class.getMethods()) {
          if (m.getParameterCount() != 1 || m.getParameterTypes()[0] != int.class) {
            continue;
          }
          for (int i = 1; i <= hm.getColumnCount(); i++) {
            String column = hm.getColumnLabel(i);
            Comparison comparison = compared.getOrDefault(m.getName(), Differential.ANY);
            if (table.equals("doc") && !m.getName().startsWith("getColumnLabel") && !m.getName().equals("isNullable")
                && i > 1) {
              comparison = Differential.ANY; // a LOB is a VARCHAR/VARBINARY in Quiver
            }
            if (table.equals("item_view") && m.getName().equals("isNullable")) {
              // H2 calls view columns nullable; Quiver knows they come from NOT NULL columns.
              comparison = (r, q) -> Objects.equals(r, q) || Integer.valueOf(ResultSetMetaData.columnNoNulls).equals(q)
                  ? null : "nullability differs";
            }
            diff.compare("RSMD." + m.getName() + " on " + table + "." + column,
                "RSMD." + m.getName() + "(" + i + ")", reflect(m, hm, i), reflect(m, qm, i), comparison);
          }
        }
      }
    }
    finish();
  }

  private static Outcome reflect(Method m, Object target, Object... args) {
    try {
      return new Outcome(m.invoke(target, args), null);
    } catch (InvocationTargetException e) {
      return new Outcome(null, e.getCause());
    } catch (Throwable t) {
      return new Outcome(null, t);
    }
  }

  // ---------------------------------------------------------------- ResultSet getters

  @FunctionalInterface
  interface Getter {
    Object get(ResultSet rs, int column) throws Exception;
  }

  private static final Map<String, Getter> GETTERS = new java.util.LinkedHashMap<>();

  static {
    GETTERS.put("getString", ResultSet::getString);
    GETTERS.put("getNString", ResultSet::getNString);
    GETTERS.put("getBoolean", ResultSet::getBoolean);
    GETTERS.put("getByte", ResultSet::getByte);
    GETTERS.put("getShort", ResultSet::getShort);
    GETTERS.put("getInt", ResultSet::getInt);
    GETTERS.put("getLong", ResultSet::getLong);
    GETTERS.put("getFloat", ResultSet::getFloat);
    GETTERS.put("getDouble", ResultSet::getDouble);
    GETTERS.put("getBigDecimal", ResultSet::getBigDecimal);
    GETTERS.put("getBytes", ResultSet::getBytes);
    GETTERS.put("getDate", ResultSet::getDate);
    GETTERS.put("getTime", ResultSet::getTime);
    GETTERS.put("getTimestamp", ResultSet::getTimestamp);
    GETTERS.put("getObject", ResultSet::getObject);
    GETTERS.put("getAsciiStream", ResultSet::getAsciiStream);
    GETTERS.put("getCharacterStream", ResultSet::getCharacterStream);
    GETTERS.put("getNCharacterStream", ResultSet::getNCharacterStream);
    GETTERS.put("getBinaryStream", ResultSet::getBinaryStream);
    GETTERS.put("getClob", ResultSet::getClob);
    GETTERS.put("getNClob", ResultSet::getNClob);
    GETTERS.put("getBlob", ResultSet::getBlob);
    GETTERS.put("getBigDecimal(label)", (rs, i) -> rs.getBigDecimal(rs.getMetaData().getColumnLabel(i)));
    GETTERS.put("getString(LABEL)", (rs, i) -> rs.getString(
        rs.getMetaData().getColumnLabel(i).toUpperCase(Locale.ROOT)));
    GETTERS.put("getString(label)", (rs, i) -> rs.getString(
        rs.getMetaData().getColumnLabel(i).toLowerCase(Locale.ROOT)));
    for (Class<?> type : List.of(String.class, Boolean.class, Byte.class, Short.class, Integer.class, Long.class,
        Float.class, Double.class, BigDecimal.class, BigInteger.class, byte[].class, LocalDate.class, LocalTime.class,
        LocalDateTime.class, OffsetDateTime.class, OffsetTime.class, ZonedDateTime.class, Instant.class,
        java.sql.Date.class, java.sql.Time.class, java.sql.Timestamp.class, java.sql.Clob.class, java.sql.Blob.class,
        java.io.InputStream.class, java.io.Reader.class, Object.class)) {
      GETTERS.put("getObject(" + type.getSimpleName() + ")", (rs, i) -> rs.getObject(i, type));
    }
  }

  private static boolean isText(int jdbcType) {
    return category(jdbcType).equals("text");
  }

  @Test
  void resultSetGetters() throws Exception {
    getters("SELECT * FROM item ORDER BY id", COLUMNS);
    getters("SELECT * FROM doc ORDER BY id", LOB_COLUMNS);
    finish();
  }

  private void getters(String sql, List<Column> columns) throws Exception {
    for (Map.Entry<String, Getter> getter : GETTERS.entrySet()) {
      try (Statement hs = h2.createStatement(); ResultSet hr = hs.executeQuery(sql);
           Statement qs = connection.createStatement(); ResultSet qr = qs.executeQuery(sql)) {
        int row = 0;
        while (hr.next()) {
          assertTrue(qr.next(), "Quiver has fewer rows for " + sql);
          row++;
          for (int i = 1; i <= columns.size(); i++) {
            Column column = columns.get(i - 1);
            int index = i;
            Outcome h = get(getter.getValue(), hr, index);
            Outcome q = get(getter.getValue(), qr, index);
            String name = getter.getKey();
            if (q.failed() && q.error() instanceof SQLException e && e.getSQLState() != null
                && refusalAllowed(name, column)) {
              diff.ok();
              continue;
            }
            Comparison comparison = getterComparison(name, column);
            diff.compare(name + " on " + column.declaration().split(" ")[0], name + "(" + column.name() + ") row " + row,
                h, q, comparison);
          }
        }
      }
    }
  }

  private static final Set<String> TEXT_GETTERS = Set.of("getString", "getNString", "getString(LABEL)",
      "getString(label)", "getObject(String)", "getCharacterStream", "getNCharacterStream", "getObject(Reader)",
      "getClob", "getNClob", "getObject(Clob)", "getAsciiStream");
  private static final Set<String> BINARY_GETTERS = Set.of("getBytes", "getBinaryStream", "getBlob",
      "getObject(byte[])", "getObject(Blob)", "getObject(InputStream)");
  private static final Set<String> INTEGER_GETTERS = Set.of("getByte", "getShort", "getInt", "getLong",
      "getObject(Byte)", "getObject(Short)", "getObject(Integer)", "getObject(Long)", "getObject(BigInteger)");
  private static final Set<String> DATE_TIME_GETTERS = Set.of("getTimestamp", "getObject(LocalDateTime)",
      "getObject(OffsetDateTime)", "getObject(ZonedDateTime)", "getObject(Instant)", "getObject(Timestamp)");

  private static boolean isBinary(int jdbcType) {
    return jdbcType == Types.VARBINARY || jdbcType == Types.BINARY || jdbcType == Types.BLOB;
  }

  /**
   * Where H2 converts what JDBC leaves open and PostgreSQL refuses, Quiver may refuse too (with an
   * SQLState): the bytes of a VARBINARY as a number, any number's text as a boolean.
   */
  private static boolean refusalAllowed(String getter, Column column) {
    if (isText(column.jdbcType()) && (getter.equals("getBoolean") || getter.equals("getObject(Boolean)"))) {
      // H2 reads any number as a boolean ('19' is true); PostgreSQL and Quiver only its words and 0/1.
      return true;
    }
    return isBinary(column.jdbcType()) && !TEXT_GETTERS.contains(getter) && !BINARY_GETTERS.contains(getter);
  }

  private static final Comparison NULL_AGREES = (r, x) -> (((List<?>) r).get(0) == null)
      == (((List<?>) x).get(0) == null) ? null : "null where the other is not";

  /**
   * How a getter's answers are compared. Equal, except where JDBC leaves the answer open and H2
   * answers differently from PostgreSQL (whose answer Quiver gives): there only NULL must agree,
   * or the difference must be the documented one.
   */
  private static Comparison getterComparison(String name, Column column) {
    int type = column.jdbcType();
    boolean text = isText(type);
    if (TEXT_GETTERS.contains(name) && !text) {
      // Text of a non-text value: formats differ (1.0E10 or 10000000000.0, 10:20:30.5 or 10:20:30.500000).
      return NULL_AGREES;
    }
    if (name.equals("getAsciiStream")) {
      // H2 gives UTF-8 bytes, PostgreSQL and Quiver ASCII with '?' for other characters.
      return (r, x) -> {
        Object rv = ((List<?>) r).get(0);
        Object xv = ((List<?>) x).get(0);
        if (rv == null || xv == null) {
          return NULL_AGREES.differs(r, x);
        }
        String utf8 = new String(java.util.HexFormat.of().parseHex((String) rv), StandardCharsets.UTF_8);
        String ascii = java.util.HexFormat.of().formatHex(utf8.getBytes(StandardCharsets.US_ASCII));
        return rv.equals(xv) || ascii.equals(xv) ? null : "ASCII stream differs";
      };
    }
    if (BINARY_GETTERS.contains(name) && !text && !isBinary(type)) {
      // H2 gives a number's binary form, PostgreSQL and Quiver its text's bytes.
      return NULL_AGREES;
    }
    if (INTEGER_GETTERS.contains(name) && (type == Types.DECIMAL || type == Types.DOUBLE || type == Types.REAL)) {
      // H2 rounds a fraction to an integer, PostgreSQL and Quiver truncate, as a Java cast does.
      return (r, x) -> {
        Object rv = ((List<?>) r).get(0);
        Object xv = ((List<?>) x).get(0);
        if (rv == null || xv == null) {
          return NULL_AGREES.differs(r, x);
        }
        BigDecimal delta = new BigDecimal(rv.toString()).subtract(new BigDecimal(xv.toString())).abs();
        return delta.compareTo(BigDecimal.ONE) <= 0 ? null : "differs by more than rounding";
      };
    }
    if (DATE_TIME_GETTERS.contains(name) && type == Types.TIME) {
      // A TIME as a date-time: H2 puts it on today, PostgreSQL and Quiver on 1970-01-01 as java.sql.Time.
      return NULL_AGREES;
    }
    if (name.equals("getObject") || name.equals("getObject(Object)")) {
      return (r, x) -> {
        Object rv = ((List<?>) r).get(0);
        Object xv = ((List<?>) x).get(0);
        if (rv == null || xv == null || type == Types.CLOB || type == Types.BLOB) {
          return NULL_AGREES.differs(r, x);
        }
        if (rv.getClass() != xv.getClass()) {
          return "class " + xv.getClass().getName() + " where JDBC (and H2) give " + rv.getClass().getName();
        }
        return Differential.EQUAL.differs(r, x);
      };
    }
    return Differential.EQUAL;
  }

  /** A getter's value, read whole while the row is current, and wasNull after it. */
  private static Outcome get(Getter getter, ResultSet rs, int column) {
    try {
      Object value = Differential.materialize(getter.get(rs, column));
      if (value instanceof Float f && f.isNaN() || value instanceof Double d && d.isNaN()) {
        value = "NaN";
      }
      return new Outcome(Arrays.asList(Differential.normalize(value), rs.wasNull()), null);
    } catch (Throwable t) {
      return new Outcome(null, t);
    }
  }

  // ---------------------------------------------------------------- PreparedStatement setters

  @FunctionalInterface
  interface Setter {
    void set(PreparedStatement ps, int index, Connection c) throws Exception;
  }

  record Binding(String name, Setter setter) {}

  /** Values of each precision for a column, and every setter a client could bind them with. */
  private List<Binding> bindings(Column column) {
    List<Binding> b = new ArrayList<>();
    int type = column.jdbcType();
    b.add(new Binding("setNull(type)", (ps, i, c) -> ps.setNull(i, type)));
    b.add(new Binding("setObject(null)", (ps, i, c) -> ps.setObject(i, null)));
    b.add(new Binding("setObject(null, type)", (ps, i, c) -> ps.setObject(i, null, type)));
    List<Object> values = new ArrayList<>();
    switch (type) {
      case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> {
        long max = switch (type) {
          case Types.BIGINT -> Long.MAX_VALUE;
          case Types.INTEGER -> Integer.MAX_VALUE;
          case Types.SMALLINT -> Short.MAX_VALUE;
          default -> Byte.MAX_VALUE;
        };
        if (!column.name().equals("parent_id")) {
          values.addAll(List.of(max, -max - 1, (long) random.nextInt((int) Math.min(max, 100)) + 1));
        } else {
          values.add(2L);
        }
      }
      case Types.DECIMAL -> values.addAll(List.of(new BigDecimal("12.34"), new BigDecimal("-99999999.99"),
          new BigDecimal("5.5"), new BigDecimal("7"), BigDecimal.valueOf(random.nextInt(1_000_000), 2)));
      case Types.DOUBLE -> values.addAll(List.of(random.nextDouble(), -Double.MAX_VALUE, 2.5));
      case Types.REAL -> values.addAll(List.of(random.nextFloat(), Float.MAX_VALUE, 2.5f));
      case Types.BOOLEAN -> values.addAll(List.of(true, false));
      case Types.DATE -> values.addAll(List.of(timestamp(0).toLocalDate(), LocalDate.of(1969, 12, 31)));
      case Types.TIME -> values.addAll(List.of(timestamp(0).toLocalTime(), timestamp(1).toLocalTime(),
          timestamp(2).toLocalTime()));
      case Types.TIMESTAMP -> values.addAll(List.of(LocalDateTime.of(2024, 1, 15, 10, 20, 30), timestamp(0),
          timestamp(1), timestamp(2)));
      case Types.VARBINARY, Types.BLOB -> {
        byte[] bytes = new byte[1 + random.nextInt(60)];
        random.nextBytes(bytes);
        values.addAll(List.of(bytes, new byte[0]));
      }
      default -> {
        int max = column.jdbcType() == Types.CHAR ? 4 : 40;
        values.addAll(List.of(text(max).replace("\ud83d\ude00", ""), "", "abcd".substring(0, Math.min(4, max))));
      }
    }
    for (Object v : values) {
      String label = v instanceof byte[] bytes ? "bytes[" + bytes.length + "]" : String.valueOf(v);
      String str = v instanceof byte[] ? null : v.toString();
      b.add(new Binding("setObject(" + v.getClass().getSimpleName() + ") " + label, (ps, i, c) -> ps.setObject(i, v)));
      b.add(new Binding("setObject(" + v.getClass().getSimpleName() + ", type) " + label,
          (ps, i, c) -> ps.setObject(i, v, type)));
      if (str != null) {
        b.add(new Binding("setString " + label, (ps, i, c) -> ps.setString(i, str)));
        b.add(new Binding("setObject(String, type) " + label, (ps, i, c) -> ps.setObject(i, str, type)));
      }
      if (v instanceof Long l) {
        b.add(new Binding("setLong " + label, (ps, i, c) -> ps.setLong(i, l)));
        b.add(new Binding("setBigDecimal " + label, (ps, i, c) -> ps.setBigDecimal(i, BigDecimal.valueOf(l))));
        b.add(new Binding("setObject(BigInteger) " + label, (ps, i, c) -> ps.setObject(i, BigInteger.valueOf(l))));
        if (l == l.intValue()) {
          b.add(new Binding("setInt " + label, (ps, i, c) -> ps.setInt(i, l.intValue())));
          b.add(new Binding("setObject(Integer) " + label, (ps, i, c) -> ps.setObject(i, l.intValue())));
        }
        if (l == l.shortValue()) {
          b.add(new Binding("setShort " + label, (ps, i, c) -> ps.setShort(i, l.shortValue())));
        }
        if (l == l.byteValue()) {
          b.add(new Binding("setByte " + label, (ps, i, c) -> ps.setByte(i, l.byteValue())));
        }
        if (Math.abs(l) < 1L << 52) {
          b.add(new Binding("setDouble " + label, (ps, i, c) -> ps.setDouble(i, l)));
        }
      } else if (v instanceof BigDecimal d) {
        b.add(new Binding("setBigDecimal " + label, (ps, i, c) -> ps.setBigDecimal(i, d)));
        b.add(new Binding("setObject(BigDecimal, type, 2) " + label, (ps, i, c) -> ps.setObject(i, d, type, 2)));
        b.add(new Binding("setDouble " + label, (ps, i, c) -> ps.setDouble(i, d.doubleValue())));
        if (d.scale() <= 0) {
          b.add(new Binding("setInt " + label, (ps, i, c) -> ps.setInt(i, d.intValue())));
          b.add(new Binding("setLong " + label, (ps, i, c) -> ps.setLong(i, d.longValue())));
        }
      } else if (v instanceof Double d) {
        b.add(new Binding("setDouble " + label, (ps, i, c) -> ps.setDouble(i, d)));
        b.add(new Binding("setBigDecimal " + label, (ps, i, c) -> ps.setBigDecimal(i, BigDecimal.valueOf(d))));
        b.add(new Binding("setFloat 2.5", (ps, i, c) -> ps.setFloat(i, 2.5f)));
        b.add(new Binding("setInt 3", (ps, i, c) -> ps.setInt(i, 3)));
      } else if (v instanceof Float f) {
        b.add(new Binding("setFloat " + label, (ps, i, c) -> ps.setFloat(i, f)));
        b.add(new Binding("setDouble " + label, (ps, i, c) -> ps.setDouble(i, f)));
        b.add(new Binding("setInt 3", (ps, i, c) -> ps.setInt(i, 3)));
      } else if (v instanceof Boolean bool) {
        b.add(new Binding("setBoolean " + label, (ps, i, c) -> ps.setBoolean(i, bool)));
        b.add(new Binding("setInt " + label, (ps, i, c) -> ps.setInt(i, bool ? 1 : 0)));
        b.add(new Binding("setObject(Integer, type) " + label, (ps, i, c) -> ps.setObject(i, bool ? 1 : 0, type)));
      } else if (v instanceof LocalDate d) {
        b.add(new Binding("setDate " + label, (ps, i, c) -> ps.setDate(i, java.sql.Date.valueOf(d))));
        b.add(new Binding("setObject(Date) " + label, (ps, i, c) -> ps.setObject(i, java.sql.Date.valueOf(d))));
        b.add(new Binding("setTimestamp " + label,
            (ps, i, c) -> ps.setTimestamp(i, java.sql.Timestamp.valueOf(d.atStartOfDay()))));
      } else if (v instanceof LocalTime t) {
        b.add(new Binding("setTime " + label, (ps, i, c) -> ps.setTime(i, java.sql.Time.valueOf(t))));
        b.add(new Binding("setObject(Time) " + label, (ps, i, c) -> ps.setObject(i, java.sql.Time.valueOf(t))));
      } else if (v instanceof LocalDateTime t) {
        b.add(new Binding("setTimestamp " + label, (ps, i, c) -> ps.setTimestamp(i, java.sql.Timestamp.valueOf(t))));
        b.add(new Binding("setObject(Timestamp) " + label,
            (ps, i, c) -> ps.setObject(i, java.sql.Timestamp.valueOf(t))));
        b.add(new Binding("setTimestamp(Calendar) " + label, (ps, i, c) -> ps.setTimestamp(i,
            java.sql.Timestamp.valueOf(t), java.util.Calendar.getInstance())));
        b.add(new Binding("setDate " + label, (ps, i, c) -> ps.setDate(i, java.sql.Date.valueOf(t.toLocalDate()))));
        b.add(new Binding("setObject(LocalDate) " + label, (ps, i, c) -> ps.setObject(i, t.toLocalDate())));
      } else if (v instanceof byte[] bytes) {
        b.add(new Binding("setBytes " + label, (ps, i, c) -> ps.setBytes(i, bytes)));
        b.add(new Binding("setBinaryStream " + label,
            (ps, i, c) -> ps.setBinaryStream(i, new ByteArrayInputStream(bytes))));
        b.add(new Binding("setBinaryStream(int) " + label,
            (ps, i, c) -> ps.setBinaryStream(i, new ByteArrayInputStream(bytes), bytes.length)));
        b.add(new Binding("setBinaryStream(long) " + label,
            (ps, i, c) -> ps.setBinaryStream(i, new ByteArrayInputStream(bytes), (long) bytes.length)));
        b.add(new Binding("setBlob(InputStream) " + label,
            (ps, i, c) -> ps.setBlob(i, new ByteArrayInputStream(bytes))));
        b.add(new Binding("setBlob(InputStream, long) " + label,
            (ps, i, c) -> ps.setBlob(i, new ByteArrayInputStream(bytes), bytes.length)));
        b.add(new Binding("setBlob(Blob) " + label, (ps, i, c) -> {
          java.sql.Blob blob = c.createBlob();
          blob.setBytes(1, bytes);
          ps.setBlob(i, blob);
        }));
      }
      if (v instanceof String s) {
        b.add(new Binding("setNString " + label, (ps, i, c) -> ps.setNString(i, s)));
        b.add(new Binding("setCharacterStream " + label, (ps, i, c) -> ps.setCharacterStream(i, new StringReader(s))));
        b.add(new Binding("setCharacterStream(int) " + label,
            (ps, i, c) -> ps.setCharacterStream(i, new StringReader(s), s.length())));
        b.add(new Binding("setCharacterStream(long) " + label,
            (ps, i, c) -> ps.setCharacterStream(i, new StringReader(s), (long) s.length())));
        b.add(new Binding("setNCharacterStream " + label,
            (ps, i, c) -> ps.setNCharacterStream(i, new StringReader(s))));
        b.add(new Binding("setClob(Reader) " + label, (ps, i, c) -> ps.setClob(i, new StringReader(s))));
        b.add(new Binding("setClob(Reader, long) " + label,
            (ps, i, c) -> ps.setClob(i, new StringReader(s), s.length())));
        b.add(new Binding("setNClob(Reader) " + label, (ps, i, c) -> ps.setNClob(i, new StringReader(s))));
        b.add(new Binding("setClob(Clob) " + label, (ps, i, c) -> {
          java.sql.Clob clob = c.createClob();
          clob.setString(1, s);
          ps.setClob(i, clob);
        }));
        if (s.chars().allMatch(ch -> ch < 128)) {
          byte[] ascii = s.getBytes(StandardCharsets.US_ASCII);
          b.add(new Binding("setAsciiStream " + label,
              (ps, i, c) -> ps.setAsciiStream(i, new ByteArrayInputStream(ascii))));
          b.add(new Binding("setAsciiStream(int) " + label,
              (ps, i, c) -> ps.setAsciiStream(i, new ByteArrayInputStream(ascii), ascii.length)));
        }
        b.add(new Binding("setInt 42", (ps, i, c) -> ps.setInt(i, 42)));
      }
    }
    return b;
  }

  /** How a column is read back after a setter: the Java class JDBC maps its type to. */
  private static Object readBack(ResultSet rs, int type) throws Exception {
    Object value = switch (type) {
      case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> rs.getObject(1, Long.class);
      case Types.DECIMAL -> rs.getBigDecimal(1);
      case Types.DOUBLE -> rs.getObject(1, Double.class);
      case Types.REAL -> rs.getObject(1, Float.class);
      case Types.BOOLEAN -> rs.getObject(1, Boolean.class);
      case Types.DATE -> rs.getObject(1, LocalDate.class);
      case Types.TIME -> rs.getObject(1, LocalTime.class);
      case Types.TIMESTAMP -> rs.getObject(1, LocalDateTime.class);
      case Types.VARBINARY, Types.BLOB -> rs.getBytes(1);
      default -> rs.getString(1);
    };
    return Differential.normalize(value);
  }

  @Test
  void preparedStatementSetters() throws Exception {
    long[] ids = {1_000};
    List<Column> targets = new ArrayList<>(COLUMNS.subList(1, COLUMNS.size()));
    for (Column column : targets) {
      setters("sink", column, ids);
    }
    for (Column column : LOB_COLUMNS.subList(1, LOB_COLUMNS.size())) {
      setters("doc", column, ids);
    }
    finish();
  }

  private void setters(String table, Column column, long[] ids) {
    for (Binding binding : bindings(column)) {
      long id = ids[0]++;
      Call call = (c, side) -> {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + table + " (id, " + column.name()
            + ") VALUES (?, ?)")) {
          ps.setLong(1, id);
          binding.setter().set(ps, 2, c);
          assertEquals(1, ps.executeUpdate());
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT " + column.name() + " FROM " + table
            + " WHERE id = ?")) {
          ps.setLong(1, id);
          try (ResultSet rs = ps.executeQuery()) {
            assertTrue(rs.next());
            return Arrays.asList(readBack(rs, column.jdbcType()), rs.wasNull());
          }
        }
      };
      diff.compare(binding.name().split(" ")[0] + " into " + column.declaration().split(" ")[0],
          binding.name() + " into " + table + "." + column.name(), h2, connection, call, (r, q) -> {
            if (Objects.equals(r, q)) {
              return null;
            }
            // H2 rounds DECIMAL values to the column's scale; rounding HALF_UP is what both do.
            return "read back differs";
          });
    }
  }

  // ---------------------------------------------------------------- Connection and Statement

  record Probe(String name, Call call, Comparison comparison) {}

  private static int count(Connection c, String table) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  private static List<Probe> connectionProbes() {
    List<Probe> p = new ArrayList<>();
    Comparison equal = Differential.EQUAL;
    Comparison any = Differential.ANY;
    p.add(new Probe("getSchema", (c, s) -> c.getSchema() != null, equal));
    p.add(new Probe("setSchema(getSchema)", (c, s) -> {
      c.setSchema(c.getSchema());
      return count(c, "item");
    }, equal));
    p.add(new Probe("setCatalog(getCatalog)", (c, s) -> {
      c.setCatalog(c.getCatalog());
      return count(c, "item");
    }, equal));
    p.add(new Probe("setReadOnly/isReadOnly", (c, s) -> {
      c.setReadOnly(false);
      return c.isReadOnly();
    }, equal));
    p.add(new Probe("setReadOnly(true) then query", (c, s) -> {
      c.setReadOnly(true);
      try {
        return count(c, "item");
      } finally {
        c.setReadOnly(false);
      }
    }, equal));
    p.add(new Probe("nativeSQL", (c, s) -> c.nativeSQL("SELECT id FROM item WHERE id = ?").contains("item"), equal));
    p.add(new Probe("nativeSQL escape", (c, s) -> c.nativeSQL("SELECT {fn UCASE(name)} FROM item")
        .toUpperCase(Locale.ROOT).contains("ITEM"), equal));
    p.add(new Probe("getClientInfo", (c, s) -> c.getClientInfo() != null, equal));
    p.add(new Probe("getClientInfo(ApplicationName)", (c, s) -> c.getClientInfo("ApplicationName"), any));
    p.add(new Probe("setClientInfo(ApplicationName)", (c, s) -> {
      c.setClientInfo("ApplicationName", "differential");
      return true;
    }, any));
    p.add(new Probe("isValid", (c, s) -> c.isValid(5), equal));
    p.add(new Probe("isValid(0)", (c, s) -> c.isValid(0), equal));
    p.add(new Probe("getHoldability", (c, s) -> c.getHoldability(), any));
    for (int holdability : new int[] {ResultSet.HOLD_CURSORS_OVER_COMMIT, ResultSet.CLOSE_CURSORS_AT_COMMIT}) {
      p.add(new Probe("setHoldability(" + holdability + ")", (c, s) -> {
        int before = c.getHoldability();
        c.setHoldability(holdability);
        int after = c.getHoldability();
        c.setHoldability(before);
        return after == holdability;
      }, equal));
    }
    p.add(new Probe("getWarnings", (c, s) -> {
      c.clearWarnings();
      return c.getWarnings();
    }, equal));
    p.add(new Probe("getTypeMap", (c, s) -> c.getTypeMap() != null, equal));
    p.add(new Probe("getNetworkTimeout", (c, s) -> c.getNetworkTimeout() >= 0, equal));
    p.add(new Probe("unwrap(Connection)", (c, s) -> c.unwrap(Connection.class) != null, equal));
    p.add(new Probe("isWrapperFor(Connection)", (c, s) -> c.isWrapperFor(Connection.class), equal));
    p.add(new Probe("isWrapperFor(String)", (c, s) -> c.isWrapperFor(String.class), equal));
    p.add(new Probe("metaData.getConnection", (c, s) -> c.getMetaData().getConnection() == c, equal));
    p.add(new Probe("getTransactionIsolation", (c, s) -> c.getTransactionIsolation() != Connection.TRANSACTION_NONE,
        equal));
    p.add(new Probe("setTransactionIsolation(default)", (c, s) -> {
      int level = c.getMetaData().getDefaultTransactionIsolation();
      c.setTransactionIsolation(level);
      return c.getTransactionIsolation() == level;
    }, equal));
    p.add(new Probe("savepoint rollback", (c, s) -> {
      c.setAutoCommit(false);
      try (Statement st = c.createStatement()) {
        st.executeUpdate("INSERT INTO ident (v) VALUES ('a')");
        Savepoint sp = c.setSavepoint();
        st.executeUpdate("INSERT INTO ident (v) VALUES ('b')");
        c.rollback(sp);
        c.commit();
        return count(c, "ident");
      } finally {
        c.rollback();
        c.setAutoCommit(true);
      }
    }, equal));
    p.add(new Probe("named savepoint release", (c, s) -> {
      c.setAutoCommit(false);
      try (Statement st = c.createStatement()) {
        Savepoint sp = c.setSavepoint("before_b");
        st.executeUpdate("INSERT INTO ident (v) VALUES ('c')");
        String name = sp.getSavepointName();
        c.releaseSavepoint(sp);
        c.commit();
        return name;
      } finally {
        c.rollback();
        c.setAutoCommit(true);
      }
    }, equal));
    for (int type : new int[] {ResultSet.TYPE_FORWARD_ONLY, ResultSet.TYPE_SCROLL_INSENSITIVE}) {
      for (int holdability : new int[] {ResultSet.HOLD_CURSORS_OVER_COMMIT, ResultSet.CLOSE_CURSORS_AT_COMMIT}) {
        p.add(new Probe("createStatement(" + type + ", READ_ONLY, " + holdability + ")", (c, s) -> {
          try (Statement st = c.createStatement(type, ResultSet.CONCUR_READ_ONLY, holdability);
               ResultSet rs = st.executeQuery("SELECT id FROM item ORDER BY id")) {
            int n = 0;
            while (rs.next()) {
              n++;
            }
            return n;
          }
        }, equal));
        p.add(new Probe("prepareStatement(" + type + ", READ_ONLY, " + holdability + ")", (c, s) -> {
          try (PreparedStatement st = c.prepareStatement("SELECT id FROM item WHERE id > ? ORDER BY id", type,
              ResultSet.CONCUR_READ_ONLY, holdability)) {
            st.setLong(1, 5);
            try (ResultSet rs = st.executeQuery()) {
              int n = 0;
              while (rs.next()) {
                n++;
              }
              return n;
            }
          }
        }, equal));
      }
    }
    p.add(new Probe("scroll insensitive navigation", (c, s) -> {
      try (Statement st = c.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
           ResultSet rs = st.executeQuery("SELECT id FROM parent ORDER BY id")) {
        List<Object> seen = new ArrayList<>();
        seen.add(rs.getType());
        seen.add(rs.isBeforeFirst());
        seen.add(rs.last());
        seen.add(rs.getRow());
        seen.add(rs.getLong(1));
        seen.add(rs.absolute(2));
        seen.add(rs.getLong(1));
        seen.add(rs.previous());
        seen.add(rs.isFirst());
        seen.add(rs.relative(2));
        seen.add(rs.isLast());
        seen.add(rs.first());
        seen.add(rs.getLong(1));
        rs.afterLast();
        seen.add(rs.isAfterLast());
        seen.add(rs.previous());
        seen.add(rs.getLong(1));
        rs.beforeFirst();
        seen.add(rs.next());
        seen.add(rs.getLong(1));
        return seen;
      }
    }, equal));
    p.add(new Probe("forward-only result set refuses to scroll back with SQLException", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM parent ORDER BY id")) {
        rs.next();
        try {
          rs.previous();
          return "scrolled";
        } catch (SQLException e) {
          return "refused";
        }
      }
    }, equal));
    p.add(new Probe("forward-only result set position", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM parent ORDER BY id")) {
        List<Object> seen = new ArrayList<>();
        seen.add(rs.getType());
        seen.add(rs.getConcurrency());
        seen.add(rs.isBeforeFirst());
        rs.next();
        seen.add(rs.getRow());
        seen.add(rs.isFirst());
        seen.add(rs.getStatement() == st);
        seen.add(rs.getFetchDirection());
        while (rs.next()) {
          seen.add(rs.getRow());
        }
        seen.add(rs.isAfterLast());
        return seen;
      }
    }, equal));
    p.add(new Probe("result set closed", (c, s) -> {
      try (Statement st = c.createStatement()) {
        ResultSet rs = st.executeQuery("SELECT id FROM parent");
        rs.close();
        try {
          rs.next();
          return "read after close";
        } catch (SQLException e) {
          return rs.isClosed();
        }
      }
    }, equal));
    p.add(new Probe("resultSet.getHoldability", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM parent")) {
        int h = rs.getHoldability();
        return h == ResultSet.HOLD_CURSORS_OVER_COMMIT || h == ResultSet.CLOSE_CURSORS_AT_COMMIT;
      }
    }, equal));
    p.add(new Probe("resultSet.getWarnings", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM parent")) {
        return rs.getWarnings();
      }
    }, equal));
    p.add(new Probe("resultSet.unwrap(ResultSet)", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM parent")) {
        return rs.isWrapperFor(ResultSet.class) && rs.unwrap(ResultSet.class) != null;
      }
    }, equal));
    p.add(new Probe("statement.unwrap(Statement)", (c, s) -> {
      try (Statement st = c.createStatement()) {
        return st.isWrapperFor(Statement.class) && st.unwrap(Statement.class) != null;
      }
    }, equal));
    p.add(new Probe("findColumn any case", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, code FROM parent")) {
        return List.of(rs.findColumn("CODE"), rs.findColumn("code"), rs.findColumn("Code"));
      }
    }, equal));
    for (int max : new int[] {0, 1, 2, 100}) {
      p.add(new Probe("setMaxRows(" + max + ")", (c, s) -> {
        try (Statement st = c.createStatement()) {
          st.setMaxRows(max);
          List<Object> seen = new ArrayList<>();
          seen.add(st.getMaxRows());
          try (ResultSet rs = st.executeQuery("SELECT id FROM item ORDER BY id")) {
            int n = 0;
            while (rs.next()) {
              n++;
            }
            seen.add(n);
          }
          return seen;
        }
      }, equal));
      p.add(new Probe("prepared setMaxRows(" + max + ")", (c, s) -> {
        try (PreparedStatement st = c.prepareStatement("SELECT id FROM item WHERE id <> ? ORDER BY id")) {
          st.setMaxRows(max);
          st.setLong(1, -1);
          try (ResultSet rs = st.executeQuery()) {
            int n = 0;
            while (rs.next()) {
              n++;
            }
            return n;
          }
        }
      }, equal));
    }
    p.add(new Probe("setLargeMaxRows", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.setLargeMaxRows(3);
        try (ResultSet rs = st.executeQuery("SELECT id FROM item")) {
          int n = 0;
          while (rs.next()) {
            n++;
          }
          return List.of(st.getLargeMaxRows(), n);
        }
      }
    }, equal));
    p.add(new Probe("setFetchSize", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.setFetchSize(3);
        List<Object> seen = new ArrayList<>();
        seen.add(st.getFetchSize());
        try (ResultSet rs = st.executeQuery("SELECT id FROM item")) {
          rs.setFetchSize(5);
          int n = 0;
          while (rs.next()) {
            n++;
          }
          seen.add(n);
        }
        return seen;
      }
    }, equal));
    p.add(new Probe("setFetchDirection(FORWARD)", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.setFetchDirection(ResultSet.FETCH_FORWARD);
        return st.getFetchDirection();
      }
    }, equal));
    p.add(new Probe("setQueryTimeout", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.setQueryTimeout(30);
        return st.getQueryTimeout();
      }
    }, equal));
    p.add(new Probe("setEscapeProcessing/setPoolable/setMaxFieldSize/setCursorName", (c, s) -> {
      try (Statement st = c.createStatement()) {
        // JDBC: a Statement is not poolable by default (H2 ignores setPoolable, so only the default is compared).
        boolean poolable = st.isPoolable();
        st.setEscapeProcessing(true);
        st.setPoolable(true);
        st.setMaxFieldSize(0);
        st.setCursorName("c1");
        return List.of(poolable, st.getMaxFieldSize());
      }
    }, equal));
    p.add(new Probe("closeOnCompletion", (c, s) -> {
      Statement st = c.createStatement();
      st.closeOnCompletion();
      boolean flag = st.isCloseOnCompletion();
      try (ResultSet rs = st.executeQuery("SELECT id FROM parent")) {
        rs.next();
      }
      boolean closed = st.isClosed();
      st.close();
      return List.of(flag, closed);
    }, equal));
    p.add(new Probe("statement result set attributes", (c, s) -> {
      try (Statement st = c.createStatement()) {
        return List.of(st.getResultSetType(), st.getResultSetConcurrency(), st.getConnection() == c);
      }
    }, equal));
    p.add(new Probe("execute(query): getResultSet, getUpdateCount, getMoreResults", (c, s) -> {
      try (Statement st = c.createStatement()) {
        List<Object> seen = new ArrayList<>();
        seen.add(st.execute("SELECT id FROM parent"));
        seen.add(st.getResultSet() != null);
        seen.add(st.getUpdateCount());
        seen.add(st.getMoreResults());
        seen.add(st.getUpdateCount());
        seen.add(st.getResultSet() == null);
        return seen;
      }
    }, equal));
    p.add(new Probe("execute(update): getUpdateCount, getMoreResults", (c, s) -> {
      try (Statement st = c.createStatement()) {
        List<Object> seen = new ArrayList<>();
        seen.add(st.execute("UPDATE parent SET code = code WHERE id < 3"));
        seen.add(st.getUpdateCount());
        seen.add(st.getLargeUpdateCount());
        seen.add(st.getResultSet() == null);
        seen.add(st.getMoreResults());
        seen.add(st.getUpdateCount());
        return seen;
      }
    }, equal));
    p.add(new Probe("getMoreResults(CLOSE_CURRENT_RESULT)", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.execute("SELECT id FROM parent");
        ResultSet rs = st.getResultSet();
        boolean more = st.getMoreResults(Statement.CLOSE_CURRENT_RESULT);
        return List.of(more, rs.isClosed(), st.getUpdateCount());
      }
    }, equal));
    p.add(new Probe("executeUpdate on DDL", (c, s) -> {
      try (Statement st = c.createStatement()) {
        int n = st.executeUpdate("CREATE TABLE ddl_probe (x INT)");
        st.executeUpdate("DROP TABLE ddl_probe");
        return n;
      }
    }, equal));
    p.add(new Probe("executeLargeUpdate", (c, s) -> {
      try (Statement st = c.createStatement()) {
        return st.executeLargeUpdate("UPDATE parent SET code = code");
      }
    }, equal));
    p.add(new Probe("statement warnings", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.execute("SELECT 1 FROM parent");
        SQLException w = st.getWarnings();
        st.clearWarnings();
        return w == null && st.getWarnings() == null;
      }
    }, equal));
    p.add(new Probe("getGeneratedKeys after executeUpdate(RETURN_GENERATED_KEYS)", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.executeUpdate("INSERT INTO ident (v) VALUES ('k')", Statement.RETURN_GENERATED_KEYS);
        try (ResultSet keys = st.getGeneratedKeys()) {
          return keys.next() && keys.getLong(1) > 0;
        }
      }
    }, equal));
    p.add(new Probe("executeUpdate(columnNames)", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.executeUpdate("INSERT INTO ident (v) VALUES ('n')", new String[] {stored(c, "id")});
        try (ResultSet keys = st.getGeneratedKeys()) {
          return keys.next() && keys.getLong(1) > 0;
        }
      }
    }, equal));
    p.add(new Probe("batch with generated keys", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO ident (v) VALUES (?)",
          Statement.RETURN_GENERATED_KEYS)) {
        for (String v : List.of("x", "y", "z")) {
          ps.setString(1, v);
          ps.addBatch();
        }
        int[] counts = ps.executeBatch();
        List<Long> keys = new ArrayList<>();
        try (ResultSet rs = ps.getGeneratedKeys()) {
          while (rs.next()) {
            keys.add(rs.getLong(1));
          }
        }
        boolean increasing = keys.size() == 3 && keys.get(0) < keys.get(1) && keys.get(1) < keys.get(2);
        return List.of(counts.length, Arrays.stream(counts).allMatch(n -> n == 1 || n == Statement.SUCCESS_NO_INFO),
            increasing);
      }
    }, equal));
    p.add(new Probe("batch with generated key column names", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO ident (v) VALUES (?)",
          new String[] {stored(c, "id")})) {
        for (String v : List.of("p", "q")) {
          ps.setString(1, v);
          ps.addBatch();
        }
        ps.executeBatch();
        int n = 0;
        try (ResultSet rs = ps.getGeneratedKeys()) {
          while (rs.next()) {
            n++;
          }
        }
        return n;
      }
    }, equal));
    p.add(new Probe("executeLargeBatch", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO ident (v) VALUES (?)")) {
        ps.setString(1, "l");
        ps.addBatch();
        ps.setString(1, "m");
        ps.addBatch();
        return ps.executeLargeBatch().length;
      }
    }, equal));
    p.add(new Probe("statement batch of mixed statements", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.addBatch("INSERT INTO ident (v) VALUES ('s1')");
        st.addBatch("UPDATE ident SET v = 's2' WHERE v = 's1'");
        st.addBatch("DELETE FROM ident WHERE v = 's2'");
        return Arrays.toString(st.executeBatch());
      }
    }, equal));
    p.add(new Probe("clearBatch", (c, s) -> {
      try (Statement st = c.createStatement()) {
        st.addBatch("INSERT INTO ident (v) VALUES ('cb')");
        st.clearBatch();
        return st.executeBatch().length;
      }
    }, equal));
    p.add(new Probe("clearParameters", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM item WHERE id > ?")) {
        ps.setLong(1, 3);
        ps.clearParameters();
        ps.setLong(1, 5);
        try (ResultSet rs = ps.executeQuery()) {
          rs.next();
          return rs.getLong(1);
        }
      }
    }, equal));
    p.add(new Probe("getParameterMetaData", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT id FROM item WHERE id > ? AND name = ?")) {
        java.sql.ParameterMetaData pm = ps.getParameterMetaData();
        return List.of(pm.getParameterCount(), pm.getParameterType(1), pm.getParameterMode(1));
      }
    }, equal));
    p.add(new Probe("prepared getMetaData before execute", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT id, name FROM item WHERE id > ?")) {
        ResultSetMetaData md = ps.getMetaData();
        return List.of(md.getColumnCount(), md.getColumnType(1), md.getColumnLabel(2).toUpperCase(Locale.ROOT));
      }
    }, equal));
    p.add(new Probe("escape {d} {ts} {fn}", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
          "SELECT {d '2024-01-15'}, {ts '2024-01-15 10:20:30'}, {fn UCASE('ab')} FROM parent WHERE id = 1")) {
        rs.next();
        return List.of(rs.getObject(1, LocalDate.class), rs.getObject(2, LocalDateTime.class), rs.getString(3));
      }
    }, equal));
    p.add(new Probe("escape {fn} functions", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
          "SELECT {fn LCASE('AB')}, {fn LENGTH('abc')}, {fn ABS(-2)}, {fn CONCAT('a', 'b')} FROM parent WHERE id = 1")) {
        rs.next();
        return List.of(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getString(4));
      }
    }, equal));
    p.add(new Probe("escape {limit}", (c, s) -> {
      try (Statement st = c.createStatement();
           ResultSet rs = st.executeQuery("SELECT id FROM parent ORDER BY id {limit 2}")) {
        int n = 0;
        while (rs.next()) {
          n++;
        }
        return n;
      }
    }, equal));
    p.add(new Probe("escape {oj}", (c, s) -> {
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
          "SELECT COUNT(*) FROM {oj parent p LEFT OUTER JOIN item i ON i.parent_id = p.id}")) {
        rs.next();
        return rs.getLong(1);
      }
    }, equal));
    p.add(new Probe("enquoteIdentifier/enquoteLiteral", (c, s) -> {
      try (Statement st = c.createStatement()) {
        return List.of(st.enquoteLiteral("it's"), st.enquoteIdentifier("a b", false));
      }
    }, equal));
    p.add(new Probe("quoted identifier from getIdentifierQuoteString", (c, s) -> {
      String q = c.getMetaData().getIdentifierQuoteString();
      try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
          "SELECT " + q + stored(c, "code") + q + " AS " + q + "Mixed Label" + q + " FROM " + q + stored(c, "parent") + q
              + " WHERE id = 1")) {
        rs.next();
        return List.of(rs.getString(1), rs.getMetaData().getColumnLabel(1));
      }
    }, equal));
    p.add(new Probe("connection closed", (c, s) -> {
      return c.isClosed();
    }, equal));
    p.add(new Probe("createArrayOf", (c, s) -> {
      java.sql.Array a = c.createArrayOf("INTEGER", new Object[] {1, 2});
      return Arrays.toString((Object[]) a.getArray());
    }, equal));
    p.add(new Probe("setObject(BigDecimal, DECIMAL, scale) rounds", (c, s) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT CAST(? AS DECIMAL(10, 2)) FROM parent WHERE id = 1")) {
        ps.setObject(1, new BigDecimal("1.23456"), Types.DECIMAL, 2);
        try (ResultSet rs = ps.executeQuery()) {
          rs.next();
          return rs.getBigDecimal(1).setScale(2, RoundingMode.UNNECESSARY);
        }
      }
    }, equal));
    return p;
  }

  @Test
  void connectionAndStatement() throws Exception {
    for (Probe probe : connectionProbes()) {
      diff.compare(probe.name(), probe.name(), h2, connection, probe.call(), probe.comparison());
      // A probe that fails inside a transaction must not leave the next one in it.
      for (Connection c : List.of(h2, connection)) {
        if (!c.getAutoCommit()) {
          c.rollback();
          c.setAutoCommit(true);
        }
      }
    }
    finish();
  }
}
