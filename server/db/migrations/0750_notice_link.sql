-- Issue 15: a notice may name the client route that opens its source record (a task's detail, the task
-- statistics …); without one the messages page links by notice type and biz_id as before.
ALTER TABLE notice ADD COLUMN link varchar(200);
