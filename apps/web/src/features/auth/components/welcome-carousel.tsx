import { useEffect, useState } from 'react';
import { Box, Fade, IconButton, Stack, Tooltip, Typography, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { WELCOME_SLIDES } from './welcome-slides';

const INTERVAL_MS = 7000;

/**
 * An accessible carousel (WAI-ARIA APG pattern): it advances by itself, pauses while hovered or
 * focused and on request, and never moves for users who ask the system for reduced motion.
 */
export function WelcomeCarousel({ minHeight = 420 }: { minHeight?: number | { xs?: number; md?: number } }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !paused && !hovered && !reducedMotion;
  const count = WELCOME_SLIDES.length;
  const go = (i: number) => setIndex((i + count) % count);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const slide = WELCOME_SLIDES[index]!;
  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Bienvenida a SIIICCA"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      sx={{
        position: 'relative',
        minHeight,
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        color: '#fff',
        background: `radial-gradient(circle at 85% 15%, rgba(232,197,71,0.35) 0, transparent 45%), linear-gradient(135deg, ${slide.accent} 0%, #061f3a 100%)`,
        transition: 'background 600ms ease',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ flex: 1, display: 'flex', alignItems: 'center', px: { xs: 3, md: 7 }, py: 5 }}>
        <Fade in key={index} timeout={600}>
          <Box role="group" aria-roledescription="diapositiva" aria-label={`${index + 1} de ${count}`}>
            <Box aria-hidden sx={{ '& svg': { fontSize: { xs: 56, md: 72 } }, color: 'secondary.light', mb: 2 }}>
              {slide.icon}
            </Box>
            <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2.1rem' }, mb: 2 }}>
              {slide.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, opacity: 0.92, maxWidth: 560, lineHeight: 1.6 }}>
              {slide.text}
            </Typography>
          </Box>
        </Fade>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Diapositiva anterior">
            <IconButton onClick={() => go(index - 1)} aria-label="Diapositiva anterior" sx={{ color: '#fff' }}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Diapositiva siguiente">
            <IconButton onClick={() => go(index + 1)} aria-label="Diapositiva siguiente" sx={{ color: '#fff' }}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack direction="row" spacing={0.5} role="group" aria-label="Seleccionar diapositiva">
          {WELCOME_SLIDES.map((s, i) => (
            <Box
              key={s.title}
              component="button"
              type="button"
              onClick={() => go(i)}
              aria-label={`Ir a la diapositiva ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'true' : undefined}
              // A 24 px target around the small dot (WCAG 2.5.8): easy to hit with a finger.
              sx={{
                width: i === index ? 36 : 24,
                height: 24,
                p: 0,
                border: 0,
                borderRadius: 3,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                transition: 'width 300ms ease',
                '&::before': {
                  content: '""',
                  width: i === index ? 28 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: i === index ? 'secondary.main' : 'rgba(255,255,255,0.55)',
                  transition: 'all 300ms ease',
                },
                '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 0 },
              }}
            />
          ))}
        </Stack>
        <Tooltip title={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}>
          <IconButton onClick={() => setPaused((p) => !p)} aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'} sx={{ color: '#fff' }}>
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
