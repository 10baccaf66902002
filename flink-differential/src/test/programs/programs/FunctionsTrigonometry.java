package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SIN, COS, TAN, ASIN, ACOS, ATAN, ATAN2, COT, DEGREES, RADIANS, PI, E, SINH, COSH, TANH. */
public class FunctionsTrigonometry {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT SIN(0) AS s, COS(0) AS c, TAN(0) AS t, ASIN(1) AS asn, ACOS(1) AS acs, ATAN(1) AS atn, ATAN2(1, 1) AS at2, COT(1) AS ct, DEGREES(PI()) AS dg, RADIANS(180) AS rd, PI() AS p, E() AS e, SINH(0) AS sh, COSH(0) AS ch, TANH(0) AS th");
  }
}
