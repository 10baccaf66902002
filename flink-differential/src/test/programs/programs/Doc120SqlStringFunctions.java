package programs;

import org.apache.flink.table.api.*;

/** String functions of the system functions page over a table column. */
public class Doc120SqlStringFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW words AS SELECT * FROM (VALUES (1, 'Apache Flink'), (2, ' quiver '), (3, CAST(NULL AS STRING))) AS t(id, w)");
    p.sql("SELECT id, UPPER(w), LOWER(w), CHAR_LENGTH(w), TRIM(w), POSITION('Fl' IN w), SUBSTRING(w, 2, 3) FROM words ORDER BY id");
    p.sql("SELECT id, w || '!', CONCAT(w, '?'), REPLACE(w, 'i', 'I'), INITCAP(w), LPAD(w, 8, '*'), REVERSE(w) FROM words ORDER BY id");
    p.sql("SELECT id, w LIKE '%link', w NOT LIKE 'A%', w SIMILAR TO '.*ui.*', REGEXP_EXTRACT(w, '([a-z]+)', 1), SPLIT_INDEX(w, ' ', 0) FROM words ORDER BY id");
    p.sql("SELECT OVERLAY('abcdef' PLACING 'XY' FROM 2), OVERLAY('abcdef' PLACING 'XY' FROM 2 FOR 3), BTRIM('xxhixx', 'x'), ELT(1, 'first', 'second'), STARTSWITH('quiver', 'qu')");
    p.sql("SELECT URL_DECODE('a%20b'), URL_ENCODE('a b&c'), REGEXP_COUNT('one two three', 'o'), REGEXP_SUBSTR('abc123def', '[0-9]+'), SPLIT('a,b,c', ',')");
  }
}
