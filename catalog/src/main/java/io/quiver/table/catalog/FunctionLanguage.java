package io.quiver.table.catalog;

/** The language a catalog function is written in; Quiver runs JAVA functions. */
public enum FunctionLanguage { JAVA, SCALA, PYTHON }
