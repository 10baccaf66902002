package io.quiver.table.codegen;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A minimal class-file reader (JVMS chapter 4): the bytecode length of each method's Code
 * attribute, by name and descriptor, and the size of the constant pool and field table.
 */
final class ClassFileMethods {
  private final Map<String, Integer> codeLengths = new LinkedHashMap<>();
  private final int constantPoolCount;
  private final int fieldCount;

  private ClassFileMethods(Map<String, Integer> codeLengths, int constantPoolCount, int fieldCount) {
    this.codeLengths.putAll(codeLengths);
    this.constantPoolCount = constantPoolCount;
    this.fieldCount = fieldCount;
  }

  static ClassFileMethods read(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int poolCount = in.readUnsignedShort();
    String[] utf8 = new String[poolCount];
    for (int i = 1; i < poolCount; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 3, 4 -> in.readInt();
        case 5, 6 -> {
          in.readLong();
          i++; // longs and doubles take two slots
        }
        case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
        case 9, 10, 11, 12, 17, 18 -> in.readInt();
        case 15 -> {
          in.readUnsignedByte();
          in.readUnsignedShort();
        }
        default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
      }
    }
    in.readUnsignedShort(); // access flags
    in.readUnsignedShort(); // this class
    in.readUnsignedShort(); // super class
    int interfaces = in.readUnsignedShort();
    for (int i = 0; i < interfaces; i++) {
      in.readUnsignedShort();
    }
    int fields = in.readUnsignedShort();
    for (int i = 0; i < fields; i++) {
      in.readUnsignedShort();
      in.readUnsignedShort();
      in.readUnsignedShort();
      skipAttributes(in);
    }
    Map<String, Integer> lengths = new LinkedHashMap<>();
    int methods = in.readUnsignedShort();
    for (int i = 0; i < methods; i++) {
      in.readUnsignedShort(); // access flags
      String name = utf8[in.readUnsignedShort()];
      String descriptor = utf8[in.readUnsignedShort()];
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        String attribute = utf8[in.readUnsignedShort()];
        int length = in.readInt();
        byte[] body = in.readNBytes(length);
        if (attribute.equals("Code")) {
          // max_stack (u2), max_locals (u2), then code_length (u4)
          int codeLength = ((body[4] & 0xFF) << 24) | ((body[5] & 0xFF) << 16) | ((body[6] & 0xFF) << 8) | (body[7] & 0xFF);
          lengths.put(name + descriptor, codeLength);
        }
      }
    }
    return new ClassFileMethods(lengths, poolCount, fields);
  }

  private static void skipAttributes(DataInputStream in) throws IOException {
    int attributes = in.readUnsignedShort();
    for (int a = 0; a < attributes; a++) {
      in.readUnsignedShort();
      in.skipNBytes(in.readInt());
    }
  }

  Map<String, Integer> codeLengths() {
    return codeLengths;
  }

  int constantPoolCount() {
    return constantPoolCount;
  }

  int fieldCount() {
    return fieldCount;
  }
}
