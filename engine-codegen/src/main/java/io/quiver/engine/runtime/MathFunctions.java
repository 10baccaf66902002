package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numeric functions: ROUND and TRUNCATE to a number of decimal places, FLOOR, CEIL, SIGN and the
 * DOUBLE functions that have a restricted domain (LN, LOG10, SQRT, POWER), which raise
 * SQLSTATE 2201E/2201F instead of returning NaN.
 */
public final class MathFunctions {
  private MathFunctions() {}

  /** ROUND (half away from zero) or TRUNCATE of a scaled long to {@code places}, keeping its scale. */
  public static long roundUnscaled(long unscaled, int scale, long places, boolean truncate) {
    if (places >= scale) {
      return unscaled;
    }
    long drop = scale - places;
    if (drop > 18) {
      return 0;
    }
    long factor = SqlFunctions.powerOfTen((int) drop);
    long kept = unscaled / factor;
    long remainder = unscaled % factor;
    if (!truncate && Math.abs(remainder) * 2 >= factor) {
      kept += unscaled < 0 ? -1 : 1;
    }
    return Math.multiplyExact(kept, factor);
  }

  public static BigDecimal round(BigDecimal v, long places, boolean truncate) {
    int scale = v.scale();
    BigDecimal r = v.setScale((int) Math.max(-100, Math.min(places, 100)),
        truncate ? RoundingMode.DOWN : RoundingMode.HALF_UP);
    return r.setScale(scale, RoundingMode.UNNECESSARY);
  }

  public static long round(long v, long places, boolean truncate) {
    return places >= 0 ? v : roundUnscaled(v, 0, places, truncate);
  }

  public static double round(double v, long places, boolean truncate) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return v;
    }
    return new BigDecimal(Double.toString(v))
        .setScale((int) Math.max(-400, Math.min(places, 400)), truncate ? RoundingMode.DOWN : RoundingMode.HALF_UP)
        .doubleValue();
  }

  /** FLOOR or CEIL of a scaled long to an integer, still scaled by {@code scale}. */
  public static long floorUnscaled(long unscaled, int scale, boolean ceil) {
    long factor = SqlFunctions.powerOfTen(scale);
    long q = ceil ? -Math.floorDiv(-unscaled, factor) : Math.floorDiv(unscaled, factor);
    return q;
  }

  public static BigDecimal floor(BigDecimal v, boolean ceil) {
    return v.setScale(0, ceil ? RoundingMode.CEILING : RoundingMode.FLOOR);
  }

  public static double ln(double v) {
    if (v <= 0) {
      throw new EngineException("2201E", "cannot take logarithm of " + (v == 0 ? "zero" : "a negative number"));
    }
    return Math.log(v);
  }

  public static double log10(double v) {
    if (v <= 0) {
      throw new EngineException("2201E", "cannot take logarithm of " + (v == 0 ? "zero" : "a negative number"));
    }
    return Math.log10(v);
  }

  public static double sqrt(double v) {
    if (v < 0) {
      throw new EngineException("2201F", "cannot take square root of a negative number");
    }
    return Math.sqrt(v);
  }

  public static double power(double base, double exponent) {
    if (base == 0 && exponent < 0) {
      throw new EngineException("2201F", "zero raised to a negative power is undefined");
    }
    double r = Math.pow(base, exponent);
    if (Double.isNaN(r)) {
      throw new EngineException("2201F", "a negative number raised to a non-integer power yields a complex result");
    }
    return r;
  }

  public static double exp(double v) {
    double r = Math.exp(v);
    if (Double.isInfinite(r)) {
      throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "value out of range: overflow");
    }
    return r;
  }
}
