package io.quiver.flink;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Turns a class compiled against Quiver's Table API into one compiled against Flink's: every
 * {@code io/quiver/...} name of a package Quiver mirrors from Flink becomes {@code
 * org/apache/flink/...} in the class file's constant pool (what the shade plugin's relocation
 * does, and what the Flink differential test does to program sources). A user's
 * {@code ScalarFunction} then extends Flink's {@code ScalarFunction}, its {@code @DataTypeHint}s
 * are Flink's, and Flink's type inference reads its {@code eval} methods as Flink's own.
 */
final class ApiRelocation {
  /** The mirrored packages: Quiver's public API, which has Flink's names under {@code io.quiver}. */
  private static final List<String> MIRRORED = List.of("table/functions/", "table/annotation/", "table/api/",
      "table/types/", "table/catalog/", "table/expressions/", "table/module/", "types/", "util/", "configuration/");
  private static final byte[] FROM = "io/quiver/".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] TO = "org/apache/flink/".getBytes(StandardCharsets.US_ASCII);

  private ApiRelocation() {}

  /** The class file with its mirrored names relocated; everything else byte for byte the same. */
  static byte[] relocate(byte[] classFile) {
    try {
      DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(classFile));
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(classFile.length + 256);
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeInt(in.readInt());
      out.writeShort(in.readUnsignedShort());
      out.writeShort(in.readUnsignedShort());
      int count = in.readUnsignedShort();
      out.writeShort(count);
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        out.writeByte(tag);
        switch (tag) {
          case 1 -> {
            byte[] utf = new byte[in.readUnsignedShort()];
            in.readFully(utf);
            byte[] relocated = relocateName(utf);
            out.writeShort(relocated.length);
            out.write(relocated);
          }
          case 3, 4, 9, 10, 11, 12, 17, 18 -> copy(in, out, 4);
          case 5, 6 -> {
            copy(in, out, 8);
            i++;
          }
          case 7, 8, 16, 19, 20 -> copy(in, out, 2);
          case 15 -> copy(in, out, 3);
          default -> throw new IllegalArgumentException("not a class file: constant pool tag " + tag);
        }
      }
      in.transferTo(out);
      out.flush();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void copy(DataInputStream in, DataOutputStream out, int n) throws IOException {
    byte[] b = new byte[n];
    in.readFully(b);
    out.write(b);
  }

  /**
   * Every {@code io/quiver/P} with P a mirrored package, replaced. Modified UTF-8 encodes every
   * non-ASCII character with bytes of 0x80 and above, so matching ASCII bytes is exact.
   */
  static byte[] relocateName(byte[] utf) {
    ByteArrayOutputStream out = null;
    int copied = 0;
    for (int i = 0; i + FROM.length <= utf.length; i++) {
      if (matches(utf, i, FROM) && mirrored(utf, i + FROM.length)) {
        if (out == null) {
          out = new ByteArrayOutputStream(utf.length + 32);
        }
        out.write(utf, copied, i - copied);
        out.write(TO, 0, TO.length);
        copied = i + FROM.length;
        i = copied - 1;
      }
    }
    if (out == null) {
      return utf;
    }
    out.write(utf, copied, utf.length - copied);
    return out.toByteArray();
  }

  private static boolean mirrored(byte[] utf, int at) {
    for (String p : MIRRORED) {
      if (matches(utf, at, p.getBytes(StandardCharsets.US_ASCII))) {
        return !matches(utf, at, "table/api/internal/".getBytes(StandardCharsets.US_ASCII));
      }
    }
    return false;
  }

  private static boolean matches(byte[] b, int at, byte[] what) {
    if (at + what.length > b.length) {
      return false;
    }
    for (int j = 0; j < what.length; j++) {
      if (b[at + j] != what[j]) {
        return false;
      }
    }
    return true;
  }
}
