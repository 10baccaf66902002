package io.quiver.table.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParser;
import org.junit.jupiter.api.Test;

/**
 * The text-only path to a plan-cache key agrees with parsing and lifting: for a recorded statement
 * and another one, whenever {@link TextShapes#match} gives a key and values, they are exactly the
 * key and values {@link LiteralLifting} gives the other statement once parsed. Statements are made
 * from templates with literals of every kind lifting reads, and of kinds it does not.
 */
class TextShapesTest {
  private static final String[] TEMPLATES = {
      "SELECT id FROM t WHERE id = %s",
      "SELECT id FROM t WHERE id = %s OR big = %s",
      "SELECT category, COUNT(*), SUM(amount) FROM events WHERE qty > %s GROUP BY category ORDER BY category",
      "SELECT id, amount FROM events WHERE created >= %s ORDER BY amount DESC LIMIT %s",
      "SELECT COUNT(*) FROM events WHERE amount > %s AND category = %s",
      "SELECT id + %s, COUNT(*) FROM t GROUP BY id + %s",
      "SELECT * FROM t WHERE id BETWEEN %s AND %s -- a comment with 42 and 'quotes'",
      "SELECT * FROM t /* 7 */ WHERE s IN (%s, %s, %s)",
      "SELECT %s, \"col 1\" FROM t WHERE `x2` < %s",
      "SELECT id FROM t WHERE s LIKE %s AND id <> %s",
      "SELECT id FROM t WHERE d = DATE %s",
      "SELECT id FROM t WHERE ts > TIMESTAMP %s AND id * %s > 3",
      "SELECT id FROM t WHERE id = (SELECT MAX(id) - %s FROM t WHERE id < %s)",
  };

  @Test
  void aMatchIsWhatParsingAndLiftingGive() {
    Random random = new Random(3);
    int matched = 0;
    int sameKey = 0;
    for (int i = 0; i < 3_000; i++) {
      String template = TEMPLATES[random.nextInt(TEMPLATES.length)];
      String recorded = fill(template, random);
      String candidate = fill(template, random);
      SqlNode recordedNode = parse(recorded);
      if (recordedNode == null) {
        continue;
      }
      TextShapes shapes = new TextShapes();
      LiteralLifting.Lifted recordedLift = LiteralLifting.lift(recordedNode, recorded, 0);
      shapes.record(recorded, recordedLift, 0);
      SqlNode candidateNode = parse(candidate);
      if (candidateNode == null) {
        assertNull(shapes.match(candidate), () -> "matched a statement that does not parse: " + candidate);
        continue;
      }
      LiteralLifting.Lifted lifted = LiteralLifting.lift(candidateNode, candidate, 0);
      String key = lifted == null ? candidate : lifted.key();
      TextShapes.Match match = shapes.match(candidate);
      String recordedKey = recordedLift == null ? recorded : recordedLift.key();
      if (key.equals(recordedKey)) {
        sameKey++;
      }
      if (match != null) {
        matched++;
        assertEquals(key, match.key(), () -> recorded + " then " + candidate);
        assertEquals(lifted == null ? List.of() : lifted.values(), match.values(), () -> recorded + " then " + candidate);
      }
    }
    // Most statements that share a key are found without parsing.
    assertTrue(matched * 10 >= sameKey * 8, "matched " + matched + " of " + sameKey + " sharing a key");
  }

  @Test
  void theCommonShapesAreFoundAndOthersAreNot() {
    TextShapes shapes = new TextShapes();
    String first = "SELECT COUNT(*) FROM events WHERE amount > 10.5 AND d >= DATE '2024-01-01'";
    shapes.record(first, LiteralLifting.lift(parse(first), first, 0), 0);
    assertNotNull(shapes.match(first));
    assertNotNull(shapes.match("SELECT COUNT(*) FROM events WHERE amount > 99.5 AND d >= DATE '2023-06-30'"));
    // Another precision is another type, so another key; other text is another statement.
    assertNull(shapes.match("SELECT COUNT(*) FROM events WHERE amount > 99.25 AND d >= DATE '2023-06-30'"));
    assertNull(shapes.match("SELECT COUNT(*) FROM events WHERE amount >= 99.5 AND d >= DATE '2023-06-30'"));
    assertNull(shapes.match("select COUNT(*) FROM events WHERE amount > 99.5 AND d >= DATE '2023-06-30'"));
    // A malformed date is left to the parser, which reports it.
    assertNull(shapes.match("SELECT COUNT(*) FROM events WHERE amount > 99.5 AND d >= DATE '2023-13-30'"));
    // Two literals that had parameters of their own share one when equal: another key.
    String two = "SELECT id FROM t WHERE id = 1 OR big = 2";
    shapes.record(two, LiteralLifting.lift(parse(two), two, 0), 0);
    assertNotNull(shapes.match("SELECT id FROM t WHERE id = 5 OR big = 6"));
    assertNull(shapes.match("SELECT id FROM t WHERE id = 5 OR big = 5"));
    // A literal kept as written (a LIMIT count) must be the same.
    String limit = "SELECT id FROM t WHERE id > 3 ORDER BY id LIMIT 10";
    shapes.record(limit, LiteralLifting.lift(parse(limit), limit, 0), 0);
    assertNotNull(shapes.match("SELECT id FROM t WHERE id > 4 ORDER BY id LIMIT 10"));
    assertNull(shapes.match("SELECT id FROM t WHERE id > 4 ORDER BY id LIMIT 11"));
    // Strings: the same length is the same CHAR type; a quote inside counts once.
    String string = "SELECT id FROM t WHERE s = 'abc' AND id = -1";
    shapes.record(string, LiteralLifting.lift(parse(string), string, 0), 0);
    assertNotNull(shapes.match("SELECT id FROM t WHERE s = 'x''y' AND id = -7"));
    assertNull(shapes.match("SELECT id FROM t WHERE s = 'ab' AND id = -7"));
    // Unterminated text is no shape.
    assertNull(shapes.match("SELECT id FROM t WHERE id > 4 ORDER BY id LIMIT 10 /*"));
  }

  /** A template with each %s replaced by a literal of a random kind. */
  private static String fill(String template, Random random) {
    int slots = template.split("%s", -1).length - 1;
    Object[] literals = new Object[slots];
    for (int i = 0; i < slots; i++) {
      literals[i] = literal(random);
    }
    return String.format(java.util.Locale.ROOT, template, literals);
  }

  private static String literal(Random random) {
    return switch (random.nextInt(14)) {
      case 0, 1 -> Integer.toString(random.nextInt(20));
      case 2 -> Integer.toString(random.nextInt(3));
      case 3 -> Long.toString(3_000_000_000L + random.nextInt(5));
      case 4 -> random.nextInt(20) + "." + random.nextInt(10);
      case 5 -> random.nextInt(20) + "." + (10 + random.nextInt(90));
      case 6 -> "-" + random.nextInt(9);
      case 7 -> random.nextInt(5) + "e" + random.nextInt(3);
      case 8 -> "'" + "abc".substring(0, 1 + random.nextInt(3)) + "'";
      case 9 -> "'it''s'";
      case 10 -> "'2024-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(9) + "'";
      case 11 -> "'2024-01-01 10:00:0" + random.nextInt(10) + (random.nextBoolean() ? ".5" : "") + "'";
      case 12 -> "'ab '";
      default -> "N'x'";
    };
  }

  /** The statement parsed, or null when it does not parse. */
  private static SqlNode parse(String sql) {
    try {
      return SqlParser.create(sql, QuiverPlanner.PARSER_CONFIG).parseStmt();
    } catch (org.apache.calcite.sql.parser.SqlParseException e) {
      return null;
    }
  }
}
