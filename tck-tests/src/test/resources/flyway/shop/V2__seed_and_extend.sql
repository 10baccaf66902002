INSERT INTO customer (email, name) VALUES ('ann@example.com', 'Ann'), ('bob@example.com', 'Bob');

INSERT INTO orders (customer_id, total, placed)
SELECT id, 10.50, DATE '2024-01-15' FROM customer WHERE email = 'ann@example.com';

ALTER TABLE customer ADD COLUMN vip BOOLEAN DEFAULT FALSE;

UPDATE customer SET vip = TRUE WHERE email = 'ann@example.com';
