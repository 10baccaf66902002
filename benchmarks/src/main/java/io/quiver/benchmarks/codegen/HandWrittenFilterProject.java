package io.quiver.benchmarks.codegen;

import org.apache.arrow.memory.util.MemoryUtil;
import org.apache.arrow.vector.BaseFixedWidthVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The filter-and-project of {@link FilterProjectPipeline} written by hand, the way a careful
 * engineer would without code generation: a loop over the Arrow buffers by address, SQL's
 * overflow checks, the no-NULL fast path chosen per batch, and validity preset per batch. The
 * yardstick for the generated kernel.
 */
final class HandWrittenFilterProject {
  private HandWrittenFilterProject() {}

  static int process(VectorSchemaRoot in, VectorSchemaRoot out, int aMin, long bMax) {
    int rowCount = in.getRowCount();
    for (FieldVector vector : out.getFieldVectors()) {
      while (vector.getValueCapacity() < rowCount) {
        vector.reAlloc();
      }
      MemoryUtil.setMemory(vector.getValidityBufferAddress(), (rowCount + 7) >> 3, (byte) 0xFF);
    }
    long aData = ((BaseFixedWidthVector) in.getVector(0)).getDataBufferAddress();
    long bData = ((BaseFixedWidthVector) in.getVector(1)).getDataBufferAddress();
    long cData = ((BaseFixedWidthVector) in.getVector(2)).getDataBufferAddress();
    long a1Data = ((BaseFixedWidthVector) out.getVector(0)).getDataBufferAddress();
    long b2Data = ((BaseFixedWidthVector) out.getVector(1)).getDataBufferAddress();
    long c5Data = ((BaseFixedWidthVector) out.getVector(2)).getDataBufferAddress();
    if (in.getVector(0).getNullCount() != 0 || in.getVector(1).getNullCount() != 0 || in.getVector(2).getNullCount() != 0) {
      throw new UnsupportedOperationException("the benchmark's batches hold no NULLs");
    }
    int outRow = 0;
    for (int row = 0; row < rowCount; row++) {
      int a = MemoryUtil.getInt(aData + ((long) row << 2));
      long b = MemoryUtil.getLong(bData + ((long) row << 3));
      if (a > aMin && b < bMax) {
        double c = Double.longBitsToDouble(MemoryUtil.getLong(cData + ((long) row << 3)));
        MemoryUtil.putInt(a1Data + ((long) outRow << 2), Math.toIntExact(Math.addExact((long) a, 1L)));
        MemoryUtil.putLong(b2Data + ((long) outRow << 3), Math.multiplyExact(b, 2L));
        MemoryUtil.putLong(c5Data + ((long) outRow << 3), Double.doubleToRawLongBits(c * 0.5));
        outRow++;
      }
    }
    return outRow;
  }
}
