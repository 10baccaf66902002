package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TO_BASE64, FROM_BASE64, HEX, BIN. */
public class FunctionsBase64Hex {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TO_BASE64('flink') AS b, FROM_BASE64('Zmxpbms=') AS f, HEX(255) AS h, HEX('ab') AS hs, BIN(10) AS bi");
  }
}
