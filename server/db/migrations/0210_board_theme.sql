-- Enterprise dashboard (enterpriseLandun) board theme per user (spec §7 group/screen/changeBoardTheme):
-- 0 light, 1 dark. A user without a row sees the light board.
CREATE TABLE user_board_theme (
  user_id bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  style smallint NOT NULL CHECK (style IN (0, 1)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
