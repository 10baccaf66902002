package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hibernate ORM with {@code io.quiver.hibernate.QuiverDialect}, over the embedded and the remote driver. */
class HibernateTest extends JdbcTestBase {
  @Entity(name = "Author")
  @Table(name = "author")
  public static class Author {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    Long id;
    String name;

    public Author() {}

    Author(String name) {
      this.name = name;
    }
  }

  @Entity(name = "Book")
  @Table(name = "book")
  public static class Book {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "book_ids")
    @SequenceGenerator(name = "book_ids", sequenceName = "book_seq", allocationSize = 1)
    Long id;
    String title;
    int pages;
    @ManyToOne
    Author author;

    public Book() {}

    Book(String title, int pages, Author author) {
      this.title = title;
      this.pages = pages;
      this.author = author;
    }
  }

  private SessionFactory sessions;

  @BeforeEach
  void start() {
    sessions = new Configuration()
        .addAnnotatedClass(Author.class)
        .addAnnotatedClass(Book.class)
        .setProperty("hibernate.connection.url", target.url())
        // Each connection of Hibernate's pool starts in this test's database.
        .setProperty("hibernate.connection.init_sql", "USE " + database)
        .setProperty("hibernate.connection.driver_class", "io.quiver.jdbc.Driver")
        .setProperty("hibernate.dialect", "io.quiver.hibernate.QuiverDialect")
        .setProperty("hibernate.hbm2ddl.auto", "create")
        .setProperty("hibernate.boot.allow_jdbc_metadata_access", "false")
        .setProperty("hibernate.connection.pool_size", "2")
        .buildSessionFactory();
  }

  @AfterEach
  void stop() {
    sessions.close();
  }

  @Test
  void schemaExportCreatesTablesWithIdentityAndSequence() throws SQLException {
    try (Connection connection = open(); Statement s = connection.createStatement()) {
      s.executeUpdate("INSERT INTO author (name) VALUES ('ann')", Statement.RETURN_GENERATED_KEYS);
      try (ResultSet keys = s.getGeneratedKeys()) {
        assertTrue(keys.next());
        assertEquals(1L, keys.getLong(1));
      }
      try (ResultSet rs = s.executeQuery("VALUES NEXT VALUE FOR book_seq")) {
        assertTrue(rs.next());
        assertEquals(1L, rs.getLong(1));
      }
      s.executeUpdate("INSERT INTO book (id, title, pages, author_id) VALUES (1, 'a', 10, 1)");
      try (ResultSet rs = s.executeQuery("SELECT b.title, b.pages FROM book b")) {
        assertTrue(rs.next());
        assertEquals("a", rs.getString(1));
        assertEquals(10, rs.getInt(2));
      }
    }
  }

  // Through the session's own JDBC connection: Hibernate's PreparedStatements need parameter
  // support (branch jdbc), but its transaction handling (auto-commit off, commit, rollback) is here.
  @Test
  void hibernateTransactionsCommitAndRollBack() {
    sessions.inTransaction(session -> session.doWork(connection -> update(connection,
        "insert into author (name) values ('ann'), ('bob')")));
    sessions.inSession(session -> {
      var transaction = session.beginTransaction();
      session.doWork(connection -> {
        assertEquals(false, connection.getAutoCommit());
        update(connection, "delete from author where name = 'ann'");
        update(connection, "insert into author (name) values ('cy')");
        assertEquals(List.of("bob", "cy"), names(connection, "select name from author order by name"));
      });
      transaction.rollback();
    });
    sessions.inSession(session -> session.doWork(connection ->
        assertEquals(List.of("ann", "bob"), names(connection, "select name from author order by id"))));
  }

  private static void update(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.executeUpdate(sql);
    }
  }

  private static List<String> names(Connection connection, String sql) throws SQLException {
    List<String> names = new java.util.ArrayList<>();
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        names.add(rs.getString(1));
      }
    }
    return names;
  }

  @Test
  void crudJoinPaginationAndRollback() {
    Long authorId = sessions.fromTransaction(session -> {
      Author ann = new Author("ann");
      session.persist(ann);
      for (int i = 1; i <= 5; i++) {
        session.persist(new Book("book " + i, i * 100, ann));
      }
      return ann.id;
    });
    assertEquals(1L, authorId);
    sessions.inTransaction(session -> {
      Author ann = session.find(Author.class, authorId);
      assertEquals("ann", ann.name);
      ann.name = "Ann";
    });
    List<String> titles = sessions.fromSession(session -> session.createSelectionQuery(
            "select b.title from Book b join b.author a where a.name = :name order by b.pages", String.class)
        .setParameter("name", "Ann").setFirstResult(1).setMaxResults(2).getResultList());
    assertEquals(List.of("book 2", "book 3"), titles);
    sessions.inSession(session -> {
      var tx = session.beginTransaction();
      session.remove(session.find(Author.class, authorId));
      tx.rollback();
    });
    sessions.inTransaction(session -> {
      Book first = session.createSelectionQuery("from Book b where b.pages = 100", Book.class).getSingleResult();
      session.remove(first);
    });
    Long books = sessions.fromSession(session ->
        session.createSelectionQuery("select count(b) from Book b", Long.class).getSingleResult());
    assertEquals(4L, books);
    assertNull(sessions.fromSession(session -> session.find(Book.class, 1L)));
  }
}
