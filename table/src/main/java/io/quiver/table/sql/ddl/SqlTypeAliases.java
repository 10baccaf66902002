package io.quiver.table.sql.ddl;

import java.util.Locale;
import java.util.Map;
import org.apache.calcite.sql.SqlBasicTypeNameSpec;
import org.apache.calcite.sql.SqlTypeNameSpec;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * The type names Quiver accepts beyond Calcite's own: Flink's ({@code STRING}, {@code BYTES},
 * {@code TIMESTAMP_LTZ(p)}) and the common aliases of PostgreSQL, MySQL, SQLite and DuckDB
 * ({@code TEXT}, {@code INT4}, {@code SERIAL}, {@code FLOAT8}, {@code BOOL}, {@code DATETIME},
 * {@code BYTEA}, {@code INT(11) UNSIGNED}, ...). The grammar resolves each to a standard type at
 * parse time, so a statement unparsed (a view's expanded query) names only standard types. The
 * README's type table lists this mapping; keep the two in step.
 */
public final class SqlTypeAliases {
  private SqlTypeAliases() {}

  private static final int MAX = Integer.MAX_VALUE;

  /** What an alias stands for; a precision or scale of -1 takes the one written, if any. */
  private record Target(SqlTypeName type, int precision, int scale, boolean identity, boolean takesLength) {
    static Target of(SqlTypeName type) {
      return new Target(type, -1, -1, false, false);
    }

    static Target sized(SqlTypeName type, int defaultLength) {
      return new Target(type, defaultLength, -1, false, true);
    }

    static Target serial(SqlTypeName type) {
      return new Target(type, -1, -1, true, false);
    }

    Target withPrecision(int p) {
      return new Target(type, p, scale, identity, takesLength);
    }

    Target withScale(int s) {
      return new Target(type, precision, s, identity, takesLength);
    }
  }

  /** Aliases written as one word, upper case. */
  private static final Map<String, Target> ALIASES = Map.ofEntries(
      // Flink
      Map.entry("STRING", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      Map.entry("BYTES", Target.of(SqlTypeName.VARBINARY).withPrecision(MAX)),
      Map.entry("TIMESTAMP_LTZ", new Target(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE, -1, -1, false, true)),
      // Character strings: PostgreSQL, MySQL, SQLite, DuckDB, SQL Server, Oracle
      Map.entry("TEXT", Target.sized(SqlTypeName.VARCHAR, MAX)),
      Map.entry("TINYTEXT", Target.of(SqlTypeName.VARCHAR).withPrecision(255)),
      Map.entry("MEDIUMTEXT", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      Map.entry("LONGTEXT", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      Map.entry("CLOB", Target.sized(SqlTypeName.VARCHAR, MAX)),
      Map.entry("NVARCHAR", Target.sized(SqlTypeName.VARCHAR, MAX)),
      Map.entry("NVARCHAR2", Target.sized(SqlTypeName.VARCHAR, MAX)),
      Map.entry("VARCHAR2", Target.sized(SqlTypeName.VARCHAR, MAX)),
      Map.entry("BPCHAR", Target.sized(SqlTypeName.CHAR, 1)),
      Map.entry("UUID", Target.of(SqlTypeName.VARCHAR).withPrecision(36)),
      // PostgreSQL's regclass, as pg_dump writes it in nextval('seq'::regclass): the name as text.
      Map.entry("REGCLASS", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      Map.entry("JSON", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      Map.entry("JSONB", Target.of(SqlTypeName.VARCHAR).withPrecision(MAX)),
      // Binary strings
      Map.entry("BYTEA", Target.of(SqlTypeName.VARBINARY).withPrecision(MAX)),
      Map.entry("BLOB", Target.sized(SqlTypeName.VARBINARY, MAX)),
      Map.entry("TINYBLOB", Target.of(SqlTypeName.VARBINARY).withPrecision(255)),
      Map.entry("MEDIUMBLOB", Target.of(SqlTypeName.VARBINARY).withPrecision(MAX)),
      Map.entry("LONGBLOB", Target.of(SqlTypeName.VARBINARY).withPrecision(MAX)),
      // Integers
      Map.entry("INT1", Target.of(SqlTypeName.TINYINT)),
      Map.entry("INT2", Target.of(SqlTypeName.SMALLINT)),
      Map.entry("INT4", Target.of(SqlTypeName.INTEGER)),
      Map.entry("INT8", Target.of(SqlTypeName.BIGINT)),
      Map.entry("MEDIUMINT", Target.of(SqlTypeName.INTEGER)),
      Map.entry("UTINYINT", Target.of(SqlTypeName.SMALLINT)),
      Map.entry("USMALLINT", Target.of(SqlTypeName.INTEGER)),
      Map.entry("UINTEGER", Target.of(SqlTypeName.BIGINT)),
      Map.entry("UBIGINT", Target.of(SqlTypeName.DECIMAL).withPrecision(20).withScale(0)),
      Map.entry("SMALLSERIAL", Target.serial(SqlTypeName.SMALLINT)),
      Map.entry("SERIAL2", Target.serial(SqlTypeName.SMALLINT)),
      Map.entry("SERIAL", Target.serial(SqlTypeName.INTEGER)),
      Map.entry("SERIAL4", Target.serial(SqlTypeName.INTEGER)),
      Map.entry("BIGSERIAL", Target.serial(SqlTypeName.BIGINT)),
      Map.entry("SERIAL8", Target.serial(SqlTypeName.BIGINT)),
      // Approximate numbers and booleans
      Map.entry("FLOAT4", Target.of(SqlTypeName.REAL)),
      Map.entry("FLOAT8", Target.of(SqlTypeName.DOUBLE)),
      Map.entry("BOOL", Target.of(SqlTypeName.BOOLEAN)),
      // Date-times
      Map.entry("DATETIME", new Target(SqlTypeName.TIMESTAMP, -1, -1, false, true)),
      Map.entry("DATETIME2", new Target(SqlTypeName.TIMESTAMP, -1, -1, false, true)),
      Map.entry("TIMESTAMPTZ", new Target(SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE, -1, -1, false, true)));

  /** Names the grammar knows but the engine cannot store yet; they are refused with 0A000. */
  private static final java.util.Set<String> UNSUPPORTED = java.util.Set.of("HUGEINT", "UHUGEINT", "BIT", "VARBIT",
      "INET", "CIDR", "MONEY", "XML", "GEOMETRY", "GEOGRAPHY", "ENUM", "SET", "YEAR", "INTERVAL_DAY", "LIST", "STRUCT",
      "UNION", "VARIANT", "RAW", "NULL", "TIMETZ", "SYMBOL", "ROWID", "IMAGE", "NTEXT");

  /** True when {@code image}, a word the grammar reads as a type name, is one of the aliases. */
  public static boolean isAlias(String image) {
    return image != null && ALIASES.containsKey(image.toUpperCase(Locale.ROOT));
  }

  /** True when {@code image} names a type Quiver refuses (0A000) rather than an unknown one. */
  public static boolean isUnsupported(String image) {
    return image != null && UNSUPPORTED.contains(image.toUpperCase(Locale.ROOT));
  }

  /**
   * The type without MySQL's column {@code CHARACTER SET} ({@code varchar(255) CHARACTER SET
   * utf8mb4}): Quiver's strings are Unicode whatever the character set named, so it is ignored.
   */
  public static org.apache.calcite.sql.SqlDataTypeSpec withoutCharacterSet(org.apache.calcite.sql.SqlDataTypeSpec type) {
    if (type.getTypeNameSpec() instanceof org.apache.calcite.sql.SqlBasicTypeNameSpec basic
        && basic.getCharSetName() != null && !(basic instanceof SqlAliasTypeNameSpec)) {
      SqlTypeName name = SqlTypeName.get(basic.getTypeName().getSimple());
      if (name != null) {
        return new org.apache.calcite.sql.SqlDataTypeSpec(
            new org.apache.calcite.sql.SqlBasicTypeNameSpec(name, basic.getPrecision(), basic.getScale(), null,
                basic.getParserPos()), type.getTimeZone(), type.getNullable(), type.getParserPosition());
      }
    }
    return type;
  }

  /** True when {@code image} (case-insensitive) is {@code word}. */
  public static boolean is(String image, String word) {
    return image != null && image.equalsIgnoreCase(word);
  }

  /**
   * The standard type an alias stands for.
   *
   * @param precision the length or precision written after the name, or -1
   * @param scale the scale written after the name, or -1
   * @param unsigned whether UNSIGNED followed
   */
  public static SqlTypeNameSpec resolve(String image, int precision, int scale, boolean unsigned, SqlParserPos pos) {
    Target target = ALIASES.get(image.toUpperCase(Locale.ROOT));
    SqlTypeName type = target.type();
    int p = target.takesLength() && precision >= 0 ? precision : target.precision();
    int s = target.scale();
    if (unsigned) {
      return integer(type, true, pos);
    }
    if (type == SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE || type == SqlTypeName.TIMESTAMP) {
      s = -1;
    }
    return new SqlAliasTypeNameSpec(image.toUpperCase(Locale.ROOT), type, p, s, target.identity(), pos);
  }

  /**
   * An integer type written with a display width or a sign ({@code INT(11) UNSIGNED}): the width
   * is ignored, as MySQL 8 does; an unsigned type widens to the next type that holds its range.
   */
  public static SqlTypeNameSpec integer(SqlTypeName type, boolean unsigned, SqlParserPos pos) {
    if (!unsigned) {
      return new SqlBasicTypeNameSpec(type, pos);
    }
    return switch (type) {
      case TINYINT -> new SqlBasicTypeNameSpec(SqlTypeName.SMALLINT, pos);
      case SMALLINT -> new SqlBasicTypeNameSpec(SqlTypeName.INTEGER, pos);
      case INTEGER -> new SqlBasicTypeNameSpec(SqlTypeName.BIGINT, pos);
      case BIGINT -> new SqlBasicTypeNameSpec(SqlTypeName.DECIMAL, 20, 0, pos);
      default -> new SqlBasicTypeNameSpec(type, pos);
    };
  }

  /**
   * {@code FLOAT(p)}: single precision (REAL) up to 24 binary digits, double above, as the
   * standard and PostgreSQL say; MySQL's {@code FLOAT(m, d)} and {@code DOUBLE(m, d)} keep their
   * base type and ignore the digits.
   */
  public static SqlTypeNameSpec approximate(SqlTypeName type, int precision, int scale, SqlParserPos pos) {
    if (type == SqlTypeName.FLOAT && scale < 0 && precision >= 0) {
      return new SqlBasicTypeNameSpec(precision <= 24 ? SqlTypeName.REAL : SqlTypeName.DOUBLE, pos);
    }
    if (type == SqlTypeName.FLOAT) {
      return new SqlBasicTypeNameSpec(SqlTypeName.REAL, pos);
    }
    return new SqlBasicTypeNameSpec(type, pos);
  }
}
