package io.quiver.table.planner;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quiver.engine.expr.Literal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Finds the plan-cache key of an ad-hoc query from its text alone, for a query of a shape seen
 * before, so that a cache hit skips Calcite's parser (a third of a small query's time). A shape is
 * recorded when a query was parsed and lifted ({@link LiteralLifting}): the statement's tokens,
 * and for each literal token whether it was lifted into which parameter or kept as written. A
 * later statement has that shape when its tokens are the same but for the values of the lifted
 * literals, and each of those has the type the key names (15 and 16 are both INTEGER; 'ab' and 'abc'
 * are CHAR(2) and CHAR(3), two shapes). The literals' values are made as the parser and lifting make
 * them, from the same Calcite calls; a recorded shape is checked once against the values lifting
 * gave, and one that disagrees is not kept.
 *
 * <p>The tokens are those of a small lexer that knows SQL's comments, quoted strings and
 * identifiers; a literal it cannot read plainly (an exponent, a prefixed string) is an ordinary
 * token, compared as written.
 */
final class TextShapes {
  /** Shapes kept; each is a statement's tokens, a few kilobytes at most. */
  private static final int MAXIMUM_SIZE = 2_000;

  private final Cache<String, Shape> shapes = Caffeine.newBuilder().maximumSize(MAXIMUM_SIZE).build();

  /** What {@link #match} found: the plan-cache key's shape and the lifted parameters' values. */
  record Match(String key, List<Literal> values) {}

  private enum Kind { TEXT, NUMBER, STRING, DATETIME }

  private record Token(Kind kind, int start, int end) {}

  /**
   * A recorded statement: its tokens' kinds and texts; per token, the parameter a lifted literal
   * became (-1 when kept) and its type key.
   */
  private record Shape(Kind[] kinds, String[] texts, int[] parameters, String[] typeKeys, int firstIndex,
      int parameterCount) {}

  /** The key and values of {@code sql} if a recorded shape fits it, else null. */
  Match match(String sql) {
    List<Token> tokens = tokens(sql);
    if (tokens == null) {
      return null;
    }
    Shape shape = shapes.getIfPresent(skeleton(sql, tokens));
    if (shape == null || shape.kinds.length != tokens.size()) {
      return null;
    }
    Literal[] values = new Literal[shape.parameterCount];
    String[] valueTexts = new String[shape.parameterCount];
    String[] valueTypes = new String[shape.parameterCount];
    List<LiteralLifting.Span> spans = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      Token token = tokens.get(i);
      String text = sql.substring(token.start, token.end);
      if (token.kind != shape.kinds[i]) {
        return null;
      }
      int parameter = shape.parameters[i];
      if (parameter < 0) {
        if (!text.equals(shape.texts[i])) {
          return null;
        }
        continue;
      }
      LiteralLifting.Typed typed = typed(token.kind, text);
      if (typed == null || !typed.typeKey().equals(shape.typeKeys[i])) {
        return null;
      }
      int slot = parameter - shape.firstIndex;
      if (valueTexts[slot] == null) {
        valueTexts[slot] = text;
        valueTypes[slot] = shape.typeKeys[i];
        values[slot] = typed.value();
      } else if (!valueTexts[slot].equals(text)) {
        return null;   // lifting would give these two literals parameters of their own
      }
      spans.add(new LiteralLifting.Span(token.start, token.end, parameter, shape.typeKeys[i]));
    }
    // Lifting shares a parameter between equal literals of one type: two that are equal here but
    // had parameters of their own in the recorded statement make another shape.
    for (int a = 0; a < valueTexts.length; a++) {
      for (int b = a + 1; b < valueTexts.length; b++) {
        if (valueTexts[a].equals(valueTexts[b]) && valueTypes[a].equals(valueTypes[b])) {
          return null;
        }
      }
    }
    String key = spans.isEmpty() ? sql : LiteralLifting.key(sql, spans);
    return new Match(key, List.of(values));
  }

  /**
   * Records the shape of a query that was parsed and lifted ({@code lifted} null: nothing was), so
   * that {@link #match} finds statements of the same shape. A statement whose lifted literals are
   * not single tokens of this lexer, or whose values it would make differently, is not recorded.
   */
  void record(String sql, LiteralLifting.Lifted lifted, int firstIndex) {
    List<Token> tokens = tokens(sql);
    if (tokens == null) {
      return;
    }
    List<LiteralLifting.Span> spans = lifted == null ? List.of() : lifted.spans();
    int parameterCount = lifted == null ? 0 : lifted.values().size();
    Kind[] kinds = new Kind[tokens.size()];
    String[] texts = new String[tokens.size()];
    int[] parameters = new int[tokens.size()];
    String[] typeKeys = new String[tokens.size()];
    Arrays.fill(parameters, -1);
    int next = 0;
    for (int i = 0; i < tokens.size(); i++) {
      Token token = tokens.get(i);
      kinds[i] = token.kind;
      texts[i] = sql.substring(token.start, token.end);
      if (next < spans.size() && spans.get(next).end() <= token.start) {
        return;   // a lifted literal that is no token of its own
      }
      if (next < spans.size() && spans.get(next).start() < token.end) {
        LiteralLifting.Span span = spans.get(next++);
        if (span.start() != token.start || span.end() != token.end || token.kind == Kind.TEXT) {
          return;
        }
        LiteralLifting.Typed typed = typed(token.kind, texts[i]);
        if (typed == null || !typed.typeKey().equals(span.typeKey())
            || !typed.value().equals(lifted.values().get(span.index() - firstIndex))) {
          return;
        }
        parameters[i] = span.index();
        typeKeys[i] = span.typeKey();
        texts[i] = null;
      }
    }
    if (next != spans.size()) {
      return;
    }
    shapes.put(skeleton(sql, tokens), new Shape(kinds, texts, parameters, typeKeys, firstIndex, parameterCount));
  }

  /** Forgets every shape. */
  void invalidateAll() {
    shapes.invalidateAll();
  }

  /** The literal a token reads as, typed as lifting types it; null when lifting would not lift it. */
  private static LiteralLifting.Typed typed(Kind kind, String text) {
    SqlLiteral literal;
    switch (kind) {
      case NUMBER -> literal = SqlLiteral.createExactNumeric(text, SqlParserPos.ZERO);
      case STRING -> literal = SqlLiteral.createCharString(unquote(text, 0), SqlParserPos.ZERO);
      case DATETIME -> {
        int quote = text.indexOf('\'');
        String tag = text.substring(0, quote).trim().toUpperCase(Locale.ROOT);
        literal = SqlLiteral.createUnknown(tag, unquote(text, quote), SqlParserPos.ZERO);
      }
      default -> {
        return null;
      }
    }
    return LiteralLifting.typed(literal, text);
  }

  private static String unquote(String text, int quote) {
    return text.substring(quote + 1, text.length() - 1).replace("''", "'");
  }

  /** The statement's text with every literal token replaced by a mark of its kind: the shapes' key. */
  private static String skeleton(String sql, List<Token> tokens) {
    StringBuilder skeleton = new StringBuilder(sql.length());
    for (Token token : tokens) {
      if (token.kind == Kind.TEXT) {
        skeleton.append(sql, token.start, token.end);
      } else {
        skeleton.append('\u0000').append(token.kind.ordinal());
      }
    }
    return skeleton.toString();
  }

  /**
   * The statement's tokens: literal tokens of the kinds lifting reads, and text (keywords,
   * identifiers, operators, whitespace, comments) between them. Null when the text ends inside a
   * comment, string or quoted identifier.
   */
  private static List<Token> tokens(String sql) {
    List<Token> tokens = new ArrayList<>();
    int n = sql.length();
    int textStart = 0;
    int i = 0;
    while (i < n) {
      char c = sql.charAt(i);
      int end;
      Kind kind = null;
      if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
        end = sql.indexOf('\n', i);
        end = end < 0 ? n : end;
      } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
        end = sql.indexOf("*/", i + 2);
        if (end < 0) {
          return null;
        }
        end += 2;
      } else if (c == '"' || c == '`') {
        end = sql.indexOf(c, i + 1);
        if (end < 0) {
          return null;
        }
        end++;
      } else if (c == '\'') {
        end = stringEnd(sql, i);
        if (end < 0) {
          return null;
        }
        // A string right after a word is prefixed (N'..', X'..', _latin1'..'): text as written.
        kind = i > 0 && isWordChar(sql.charAt(i - 1)) ? null : Kind.STRING;
      } else if (isDigit(c) || c == '.' && i + 1 < n && isDigit(sql.charAt(i + 1))
          || c == '-' && i + 1 < n && isDigit(sql.charAt(i + 1)) && signsANumber(sql, i)) {
        end = c == '-' ? i + 1 : i;
        boolean point = false;
        while (end < n && (isDigit(sql.charAt(end)) || sql.charAt(end) == '.' && !point)) {
          point |= sql.charAt(end) == '.';
          end++;
        }
        boolean plain = (i == 0 || !isWordChar(sql.charAt(i - 1))) && (end == n || !isWordChar(sql.charAt(end)))
            && (end == n || sql.charAt(end) != '.');
        kind = plain ? Kind.NUMBER : null;
        while (end < n && isWordChar(sql.charAt(end))) {
          end++;
        }
      } else if (isWordStart(c)) {
        end = i;
        while (end < n && isWordChar(sql.charAt(end))) {
          end++;
        }
        int quote = end;
        while (quote < n && Character.isWhitespace(sql.charAt(quote))) {
          quote++;
        }
        String word = sql.substring(i, end);
        if (quote > end && quote < n && sql.charAt(quote) == '\''
            && (word.equalsIgnoreCase("DATE") || word.equalsIgnoreCase("TIME") || word.equalsIgnoreCase("TIMESTAMP"))) {
          end = stringEnd(sql, quote);
          if (end < 0) {
            return null;
          }
          kind = Kind.DATETIME;
        }
      } else {
        end = i + 1;
      }
      if (kind != null) {
        if (textStart < i) {
          tokens.add(new Token(Kind.TEXT, textStart, i));
        }
        tokens.add(new Token(kind, i, end));
        textStart = end;
      }
      i = end;
    }
    if (textStart < n) {
      tokens.add(new Token(Kind.TEXT, textStart, n));
    }
    return tokens;
  }

  /**
   * Whether the minus at {@code minus} belongs to the number after it, as the parser reads
   * {@code = -5}: after an operator, a parenthesis, a comma or a keyword that an operand follows
   * (not after a name or a number, where it subtracts). A wrong guess costs only the shortcut:
   * the recorded literal would not line up with the token.
   */
  private static boolean signsANumber(String sql, int minus) {
    int i = minus - 1;
    while (i >= 0 && Character.isWhitespace(sql.charAt(i))) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    char before = sql.charAt(i);
    if ("=<>(,+-*/%".indexOf(before) >= 0) {
      return true;
    }
    int wordEnd = i + 1;
    while (i >= 0 && isWordChar(sql.charAt(i))) {
      i--;
    }
    String word = sql.substring(i + 1, wordEnd).toUpperCase(Locale.ROOT);
    return List.of("AND", "OR", "NOT", "BETWEEN", "WHEN", "THEN", "ELSE", "SELECT", "WHERE").contains(word);
  }

  /** The position after the string that starts at {@code quote} ('' is a quote inside it), or -1. */
  private static int stringEnd(String sql, int quote) {
    int i = quote + 1;
    while (i < sql.length()) {
      if (sql.charAt(i) == '\'') {
        if (i + 1 < sql.length() && sql.charAt(i + 1) == '\'') {
          i += 2;
          continue;
        }
        return i + 1;
      }
      i++;
    }
    return -1;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isWordStart(char c) {
    return Character.isLetter(c) || c == '_' || c == '$';
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '$';
  }
}
