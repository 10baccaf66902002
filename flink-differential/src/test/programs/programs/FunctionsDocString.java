package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** String functions of the system functions page, in SQL. */
public class FunctionsDocString {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT 'Hello' || ' ' || 'World', CHAR_LENGTH('Hello'), CHARACTER_LENGTH('ab'), UPPER('a'), LOWER('B'), POSITION('lo' IN 'Hello')");
    p.sql("SELECT TRIM(BOTH ' ' FROM ' hi '), TRIM(LEADING 'x' FROM 'xxhix'), TRIM(TRAILING FROM 'hi  '), TRIM('  t  '), LTRIM('  l'), RTRIM('r  ')");
    p.sql("SELECT OVERLAY('This is an old string' PLACING ' new' FROM 10 FOR 5), SUBSTRING('Hello' FROM 2 FOR 3), SUBSTRING('Hello', 2), REPLACE('hello world', 'world', 'flink')");
    p.sql("SELECT REGEXP_REPLACE('foobar', 'oo|ar', ''), REGEXP_EXTRACT('foothebar', 'foo(.*?)(bar)', 2), INITCAP('hello woRLD'), CONCAT('AA', 'BB', 'CC'), CONCAT_WS('~', 'AA', 'BB', '', 'CC')");
    p.sql("SELECT LPAD('hi', 4, '??'), RPAD('hi', 4, '??'), LPAD('hi', 1, '?'), FROM_BASE64('aGVsbG8gd29ybGQ='), TO_BASE64('hello world'), ASCII('abc'), CHR(97)");
    p.sql("SELECT DECODE(ENCODE('abc', 'UTF-8'), 'UTF-8'), INSTR('hello', 'l'), LEFT('hello', 2), RIGHT('hello', 2), LOCATE('l', 'hello', 4), REVERSE('abc'), REPEAT('ab', 3)");
    p.sql("SELECT PARSE_URL('http://facebook.com/path1/p.php?k1=v1&k2=v2#Ref1', 'HOST'), PARSE_URL('http://facebook.com/path1/p.php?k1=v1&k2=v2#Ref1', 'QUERY', 'k1'), REGEXP('abc', 'b'), SPLIT_INDEX('a,b,c', ',', 1)");
    p.sql("SELECT STR_TO_MAP('k1=v1,k2=v2'), STR_TO_MAP('a:1;b:2', ';', ':'), SUBSTR('Hello', 2, 2), ELT(2, 'a', 'b', 'c'), BTRIM('  x  '), STARTSWITH('abc', 'ab'), ENDSWITH('abc', 'bc')");
    p.sql("SELECT PRINTF('%d-%s', 5, 'x'), REGEXP_COUNT('abcabc', 'b'), REGEXP_EXTRACT_ALL('a1b22c333', '\\d+'), REGEXP_INSTR('abc', 'c'), REGEXP_SUBSTR('abc123', '\\d+'), TRANSLATE('abc', 'ab', 'x')");
  }
}
