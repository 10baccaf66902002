package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** REVERSE, INITCAP, REPEAT, LTRIM, RTRIM, ASCII, CHR, LOCATE, INSTR, SPLIT_INDEX, LEFT, RIGHT. */
public class FunctionsStringMore {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT REVERSE('abc') AS rv, INITCAP('hello wORLD') AS ic, REPEAT('ab', 3) AS rp, LTRIM('  x ') AS lt, RTRIM(' x  ') AS rt, ASCII('A') AS asc1, CHR(66) AS ch, LOCATE('b', 'abcb') AS lo, LOCATE('b', 'abcb', 3) AS lo3, INSTR('abcb', 'c') AS ins, SPLIT_INDEX('a,b,c', ',', 1) AS si");
    p.sql("SELECT LEFT('flink', 2) AS l, RIGHT('flink', 3) AS r");
  }
}
