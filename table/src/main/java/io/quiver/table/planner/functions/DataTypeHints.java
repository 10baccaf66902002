package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ValidationException;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the SQL text of a {@link io.quiver.table.annotation.DataTypeHint}, in Flink's spelling:
 * {@code ROW<word STRING, length INT NOT NULL>}, {@code DECIMAL(10, 2)}, {@code VARCHAR(5)}, ...
 */
public final class DataTypeHints {
  private static final Pattern TOKEN = Pattern.compile("\\s*(`[^`]+`|[A-Za-z_][A-Za-z_0-9]*|\\d+|[<>(),])");

  private final String text;
  private final List<String> tokens = new ArrayList<>();
  private int next;

  private DataTypeHints(String text) {
    this.text = text;
    Matcher m = TOKEN.matcher(text);
    int at = 0;
    while (at < text.length() && m.find(at) && m.start() == at) {
      tokens.add(m.group(1));
      at = m.end();
    }
    if (!text.substring(at).isBlank()) {
      throw error("unexpected '" + text.substring(at).trim() + "'");
    }
  }

  /** The type {@code text} names, or a ValidationException (42601) saying where it is wrong. */
  public static DataType parse(String text) {
    DataTypeHints parser = new DataTypeHints(text);
    DataType type = parser.type();
    if (parser.next < parser.tokens.size()) {
      throw parser.error("unexpected '" + parser.tokens.get(parser.next) + "'");
    }
    return type;
  }

  private DataType type() {
    String name = word().toUpperCase(Locale.ROOT);
    if (name.equals("ROW")) {
      return row();
    }
    if (name.equals("ARRAY") || name.equals("MULTISET")) {
      expect("<");
      SqlType element = component(type());
      expect(">");
      SqlType collection = name.equals("ARRAY") ? SqlType.array(element) : SqlType.multiset(element);
      return new DataType(notNull() ? collection.withNullable(false) : collection);
    }
    if (name.equals("MAP")) {
      expect("<");
      SqlType key = component(type());
      expect(",");
      SqlType value = component(type());
      expect(">");
      SqlType map = SqlType.map(key, value);
      return new DataType(notNull() ? map.withNullable(false) : map);
    }
    SqlType type = switch (name) {
      case "BOOLEAN" -> SqlType.of(TypeId.BOOLEAN);
      case "TINYINT" -> SqlType.of(TypeId.TINYINT);
      case "SMALLINT" -> SqlType.of(TypeId.SMALLINT);
      case "INT", "INTEGER" -> SqlType.of(TypeId.INTEGER);
      case "BIGINT" -> SqlType.of(TypeId.BIGINT);
      case "FLOAT", "REAL" -> SqlType.of(TypeId.REAL);
      case "DOUBLE" -> SqlType.of(TypeId.DOUBLE);
      case "DECIMAL" -> {
        int precision = 10;
        int scale = 0;
        if (accept("(")) {
          precision = number();
          scale = accept(",") ? number() : 0;
          expect(")");
        }
        yield SqlType.decimal(precision, scale);
      }
      case "STRING" -> SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH);
      case "VARCHAR" -> SqlType.varchar(length(SqlType.MAX_VARCHAR_LENGTH));
      case "CHAR" -> new SqlType(TypeId.CHAR, length(1), 0, true);
      case "BYTES" -> new SqlType(TypeId.VARBINARY, SqlType.MAX_VARCHAR_LENGTH, 0, true);
      case "VARBINARY" -> new SqlType(TypeId.VARBINARY, length(SqlType.MAX_VARCHAR_LENGTH), 0, true);
      case "DATE" -> SqlType.of(TypeId.DATE);
      case "TIMESTAMP" -> SqlType.timestamp(length(6));
      default -> throw error("unknown type " + name);
    };
    return new DataType(notNull() ? type.withNullable(false) : type);
  }

  private static SqlType component(DataType type) {
    return type.sqlType();
  }

  private DataType row() {
    String close = accept("<") ? ">" : null;
    if (close == null) {
      expect("(");
      close = ")";
    }
    List<String> names = new ArrayList<>();
    List<DataType> types = new ArrayList<>();
    do {
      String field = word();
      names.add(field.startsWith("`") ? field.substring(1, field.length() - 1) : field);
      types.add(type());
    } while (accept(","));
    expect(close);
    notNull();
    return new DataType(names, types);
  }

  private int length(int absent) {
    if (!accept("(")) {
      return absent;
    }
    int length = number();
    expect(")");
    return length;
  }

  private boolean notNull() {
    if (next + 1 < tokens.size() && tokens.get(next).equalsIgnoreCase("NOT") && tokens.get(next + 1).equalsIgnoreCase("NULL")) {
      next += 2;
      return true;
    }
    return false;
  }

  private String word() {
    if (next >= tokens.size() || !(Character.isLetter(tokens.get(next).charAt(0)) || tokens.get(next).startsWith("`")
        || tokens.get(next).charAt(0) == '_')) {
      throw error("a name or type expected");
    }
    return tokens.get(next++);
  }

  private int number() {
    if (next >= tokens.size() || !Character.isDigit(tokens.get(next).charAt(0))) {
      throw error("a number expected");
    }
    return Integer.parseInt(tokens.get(next++));
  }

  private boolean peek(String token) {
    return next < tokens.size() && tokens.get(next).equals(token);
  }

  private boolean accept(String token) {
    if (peek(token)) {
      next++;
      return true;
    }
    return false;
  }

  private void expect(String token) {
    if (!accept(token)) {
      throw error("'" + token + "' expected");
    }
  }

  private ValidationException error(String what) {
    return new ValidationException("Invalid data type hint '" + text + "': " + what + ".", null, "42601", 0, 0);
  }
}
